import { formatDuration } from './duration';

/** `gallery: 312/860 shots, 4 min 10 s, ~6 min 2 s left, 1 failed` */
export function progressLine(done: number, total: number, elapsedMs: number, failed = 0): string {
  const parts = [`gallery: ${done}/${total} shots`, formatDuration(elapsedMs)];
  if (done > 0 && done < total) {
    parts.push(`~${formatDuration((elapsedMs / done) * (total - done))} left`);
  }
  if (failed > 0) parts.push(`${failed} failed`);
  return parts.join(', ');
}

export interface ProgressStream {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * The progress line on stderr: rewritten in place on a terminal, otherwise a plain line at most
 * every `everyMs` (a log file gets a handful of lines, not one per image).
 */
export function createProgress(options: {
  readonly total: number;
  readonly stream: ProgressStream;
  readonly now?: () => number;
  readonly everyMs?: number;
  /**
   * What each page is doing (`eu de-EU: shooting login-mobile`), named on the line once nothing
   * has been done for `stallMs` (30 s unless told), so a run that stalls says where.
   */
  readonly doing?: () => readonly string[];
  readonly stallMs?: number;
}) {
  const { total, stream } = options;
  const now = options.now ?? Date.now;
  const everyMs = options.everyMs ?? 15_000;
  const stallMs = options.stallMs ?? 30_000;
  const started = now();
  let done = 0;
  let failed = 0;
  let lastLine = -Infinity;
  let lastAdvance = started;
  let open = false;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const show = (force: boolean) => {
    const at = now();
    let line = progressLine(done, total, at - started, failed);
    const doing = options.doing?.() ?? [];
    if (at - lastAdvance >= stallMs && doing.length > 0) {
      line += `; nothing done for ${formatDuration(at - lastAdvance)}, pages at: ${doing.join('; ')}`;
    }
    if (stream.isTTY) {
      stream.write(`\r\x1b[2K${line}`);
      open = true;
    } else if (force || at - lastLine >= everyMs) {
      stream.write(`${line}\n`);
      lastLine = at;
    }
  };

  return {
    /** `count` more images are done (or given up), `failedCount` of them failed. */
    advance(count: number, failedCount = 0) {
      done += count;
      failed += failedCount;
      if (count > 0) lastAdvance = now();
      show(done >= total);
    },
    /**
     * Shows the line; it then ticks while a page is slow (every second on a terminal, every
     * `everyMs` in a log), so a stalled run keeps saying where it waits.
     */
    start() {
      show(true);
      ticker = setInterval(() => show(false), stream.isTTY ? 1_000 : everyMs).unref();
    },
    /** Ends the line on a terminal, so what follows starts on a line of its own. */
    finish() {
      clearInterval(ticker);
      if (open) stream.write('\n');
      open = false;
    },
  };
}
