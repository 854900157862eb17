/**
 * The app's tracker for the environment a build is made for: the sandbox prints events to the
 * console, testnet and production send them as beacons to the API's metrics path.
 */
import { sessionStore, type SafeStorage } from '../storage';
import type { AnalyticsSink } from './analytics-sink';
import { createBeaconSink } from './beacon-sink';
import { createConsoleSink } from './console-sink';
import { composeTracker, type Tracker } from './tracker';
import { createTrackingMetadata } from './tracking-metadata';

/** The environment names of src/config/environments.ts. */
export type TrackingEnvironment = 'sandbox' | 'testnet' | 'production';

export interface CreateTrackerOptions {
  readonly environment: TrackingEnvironment;
  /** The environment's API base; the beacon goes to apiBase + /v2/public/metrics. */
  readonly apiBase: string;
  /** Replaces the environment's sink (tests, the embeddable widget's host callback). */
  readonly sink?: AnalyticsSink;
  readonly storage?: SafeStorage;
  readonly now?: () => number;
  readonly currentPath?: () => string;
}

export function sinkForEnvironment(
  environment: TrackingEnvironment,
  apiBase: string,
): AnalyticsSink {
  switch (environment) {
    case 'sandbox':
      return createConsoleSink();
    case 'testnet':
    case 'production':
      return createBeaconSink({ apiBase });
    default: {
      const unknown: never = environment;
      throw new Error(`No analytics sink for environment ${String(unknown)}`);
    }
  }
}

export function createTracker(options: CreateTrackerOptions): Tracker {
  const now = options.now ?? (() => Date.now());
  return composeTracker({
    sink: options.sink ?? sinkForEnvironment(options.environment, options.apiBase),
    metadata: createTrackingMetadata({ storage: options.storage ?? sessionStore, now }),
    now,
    currentPath:
      options.currentPath ?? (() => (typeof location === 'undefined' ? '' : location.pathname)),
    onError: (error) => console.warn('Tracking event dropped', error),
  });
}
