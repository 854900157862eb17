import { formatDuration } from './duration';

/** The part of a worker's page the watch needs: its reason once given up, and a way to close it. */
export interface WatchedPage {
  givenUp?: string;
  readonly page: { close(): Promise<unknown> };
}

/** How long a page may stay at one thing (a load, a step, a switch, a picture) before it is given up. */
export const STUCK_MS = 60_000;

/**
 * Watches what each worker's page is doing. Playwright bounds its own waits, but not a script
 * the page never finishes (an evaluate whose promise never settles): a page that stays at one
 * thing for `stuckMs` is closed, with the reason on it, so every call on it fails at once, the
 * job records the rest as failed with that reason and the worker opens a fresh page for its next
 * job. Without it a full run once hung 18 pictures from the end.
 */
export function createStuckWatch(
  options: { readonly stuckMs?: number; readonly now?: () => number } = {},
) {
  const stuckMs = options.stuckMs ?? STUCK_MS;
  const now = options.now ?? Date.now;
  const watched = new Map<number, { what: string; since: number; page: WatchedPage }>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const check = () => {
    const at = now();
    for (const { what, since, page } of watched.values()) {
      if (at - since < stuckMs || page.givenUp) continue;
      page.givenUp = `the page was stuck for ${formatDuration(at - since)} while ${what}, and was closed`;
      void page.page.close().catch(() => undefined);
    }
  };

  return {
    /** Worker `id`'s page is now doing `what`. */
    doing(id: number, page: WatchedPage, what: string) {
      watched.set(id, { what, since: now(), page });
    },
    /** Worker `id` finished its job. */
    done(id: number) {
      watched.delete(id);
    },
    /** What the pages are doing, for the progress line. */
    labels: (): string[] => [...watched.values()].map((w) => w.what),
    check,
    start(everyMs = 5_000) {
      timer = setInterval(check, everyMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
