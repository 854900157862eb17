/**
 * A tracker whose code loads with the first event instead of with the page (docs/performance.md,
 * "Where the first load stands, and what is left to cut"): the tracker proper (sanitising,
 * journey metadata, the sink) is not needed to type and submit. Each event keeps the time and page it happened on, and events that
 * come while the code loads are sent in order once it is there. If it cannot load, they are
 * lost as a failed beacon would be, and the page goes on.
 */
import type { ComposedTracker, TrackedCall, Tracker } from './tracker';

export interface DeferredTrackerOptions {
  readonly load: () => Promise<ComposedTracker>;
  readonly now?: () => number;
  readonly currentPath?: () => string;
  /** Where a tracker that did not load is reported (never to the visitor). */
  readonly onError?: (error: unknown) => void;
}

export function deferredTracker(options: DeferredTrackerOptions): Tracker {
  const now = options.now ?? (() => Date.now());
  const currentPath =
    options.currentPath ?? (() => (typeof location === 'undefined' ? '' : location.pathname));
  let tracker: ComposedTracker | undefined;
  let waiting: TrackedCall[] | undefined;
  return {
    track(event, data = {}) {
      const call = { event, data: { ...data }, time: now(), path: currentPath() };
      if (tracker) return tracker.replay(call);
      if (waiting) return void waiting.push(call);
      waiting = [call];
      options.load().then(
        (loaded) => {
          tracker = loaded;
          for (const queued of waiting ?? []) loaded.replay(queued);
          waiting = undefined;
        },
        (error: unknown) => {
          waiting = undefined;
          options.onError?.(error);
        },
      );
    },
  };
}
