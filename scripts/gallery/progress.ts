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
}) {
  const { total, stream } = options;
  const now = options.now ?? Date.now;
  const everyMs = options.everyMs ?? 15_000;
  const started = now();
  let done = 0;
  let failed = 0;
  let lastLine = -Infinity;
  let open = false;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const show = (force: boolean) => {
    const at = now();
    const line = progressLine(done, total, at - started, failed);
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
      show(done >= total);
    },
    /** Shows the line; on a terminal it then ticks every second while a page is slow. */
    start() {
      show(true);
      if (stream.isTTY) ticker = setInterval(() => show(false), 1_000).unref();
    },
    /** Ends the line on a terminal, so what follows starts on a line of its own. */
    finish() {
      clearInterval(ticker);
      if (open) stream.write('\n');
      open = false;
    },
  };
}
