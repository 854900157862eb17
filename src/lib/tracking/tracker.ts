/**
 * The tracker flows and the request wrapper call: `track(name, data)` masks and strips the data
 * (sanitize-properties.ts), adds the session metadata (tracking-metadata.ts) and hands the event
 * to the environment's sink. It never throws: a failed event is lost, the page goes on.
 */
import type { AnalyticsSink } from './analytics-sink';
import { sanitizeProperties } from './sanitize-properties';
import type { TrackingMetadataSource } from './tracking-metadata';

/** Reports one event; never throws. The one shape every flow and the request wrapper take. */
export type Track = (event: string, data?: Readonly<Record<string, unknown>>) => void;

export interface Tracker {
  /** The request wrapper's `track` option too, so one tracker serves both. */
  readonly track: Track;
}

/** One event as it happened: what, when and on which page. */
export interface TrackedCall {
  readonly event: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly time: number;
  readonly path: string;
}

/** A tracker that also takes an event tracked earlier, with its own time and page. */
export interface ComposedTracker extends Tracker {
  /** Sends an event as it happened (a tracker that loaded later, deferred-tracker.ts). */
  readonly replay: (call: TrackedCall) => void;
}

export interface TrackerParts {
  readonly sink: AnalyticsSink;
  readonly metadata: TrackingMetadataSource;
  readonly now: () => number;
  /** The page the event happens on, for user_behavior_path. */
  readonly currentPath: () => string;
  /** Where a sink failure is reported (never to the visitor). */
  readonly onError?: (error: unknown) => void;
}

export function composeTracker(parts: TrackerParts): ComposedTracker {
  const replay = ({ event, data, time, path }: TrackedCall) => {
    try {
      parts.sink.send({
        name: event,
        time,
        // Metadata last: an event cannot spoof the journey fields.
        properties: { ...sanitizeProperties(data), ...parts.metadata.at(path) },
      });
    } catch (error) {
      parts.onError?.(error);
    }
  };
  return {
    replay,
    track: (event, data = {}) =>
      replay({ event, data, time: parts.now(), path: parts.currentPath() }),
  };
}
