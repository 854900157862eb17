/**
 * Analytics polling (docs/requests-and-errors.md, "Tracking"): events tracked before the
 * analytics side is ready are queued, readiness is checked up to 30 times 100 ms apart, and the
 * queue is sent in order as soon as it is ready. After the last try the queue is sent anyway and
 * later events go straight out: analytics never holds an event back for good.
 */
import type { AnalyticsEvent, AnalyticsSink } from './analytics-sink';

export const ANALYTICS_POLL_TRIES = 30;
export const ANALYTICS_POLL_INTERVAL_MS = 100;

export interface WaitForAnalyticsOptions {
  readonly sink: AnalyticsSink;
  /** Whether the analytics side can take events now. */
  readonly isReady: () => boolean;
  readonly tries?: number;
  readonly intervalMs?: number;
}

/** A sink that queues events until `isReady()` holds (or the tries run out), then delivers them. */
export function waitForAnalytics(options: WaitForAnalyticsOptions): AnalyticsSink {
  const { sink, isReady } = options;
  const tries = options.tries ?? ANALYTICS_POLL_TRIES;
  const intervalMs = options.intervalMs ?? ANALYTICS_POLL_INTERVAL_MS;
  let open = isReady();
  let polling = false;
  const queue: AnalyticsEvent[] = [];

  function flush() {
    open = true;
    for (const event of queue.splice(0)) sink.send(event);
  }

  function poll(triesMade: number) {
    setTimeout(() => {
      const made = triesMade + 1;
      if (isReady() || made >= tries) flush();
      else poll(made);
    }, intervalMs);
  }

  return {
    send(event) {
      if (open) {
        sink.send(event);
        return;
      }
      queue.push(event);
      if (polling) return;
      polling = true;
      poll(0);
    },
  };
}
