import type { AnalyticsSink } from './analytics-sink';

/** The sandbox's sink: events are printed for QA to read in the browser console, never sent. */
export function createConsoleSink(
  log: (...data: unknown[]) => void = (...data) => console.info(...data),
): AnalyticsSink {
  return {
    send(event) {
      log(`[track] ${event.name}`, event.properties);
    },
  };
}
