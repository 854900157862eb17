/**
 * The app's tracker for the environment a build is made for: the sandbox prints events to the
 * console, testnet and production send them as beacons to the collector their settings name.
 */
import { readCookie } from '../cookies';
import { DEVICE_ID_COOKIE, isDeviceId } from '../device-id';
import { sessionStore, type SafeStorage } from '../storage';
import type { AnalyticsSink } from './analytics-sink';
import { createBeaconSink } from './beacon-sink';
import { createConsoleSink } from './console-sink';
import { composeTracker, type ComposedTracker } from './tracker';
import { createTrackingMetadata } from './tracking-metadata';
import { waitForAnalytics } from './wait-for-analytics';

export interface CreateTrackerOptions {
  /**
   * Where events go (the environment's `analytics.metricsUrl`, docs/release.md, "Deployment
   * settings"): '' prints them to the console, as the sandbox does; else a beacon per event.
   */
  readonly metricsUrl: string;
  /** The app the events are counted for (it differs by host), sent as `app_id` with each. */
  readonly appId?: string;
  /** Replaces the environment's sink (tests, the embeddable widget's host callback). */
  readonly sink?: AnalyticsSink;
  /**
   * When the sink can take events (analytics polling, wait-for-analytics.ts). Defaults, for the
   * environment's sink, to the device-id cookie being set: the collector joins a beacon's events
   * to the device by it, and the request wrapper sets it with the page's first call.
   */
  readonly analyticsReady?: () => boolean;
  readonly storage?: SafeStorage;
  readonly now?: () => number;
  readonly currentPath?: () => string;
  /**
   * When the page was loaded (`last_refresh_time`), where the tracker is made later than that
   * (main.tsx loads it on the first event: deferred-tracker.ts). Default: now.
   */
  readonly loadedAt?: number;
}

/** The console in the sandbox (no collector), else beacons to the collector. */
export function sinkFor(metricsUrl: string): AnalyticsSink {
  return metricsUrl === '' ? createConsoleSink() : createBeaconSink({ url: metricsUrl });
}

/** Adds the app identifier to every event a sink delivers. */
function withAppId(sink: AnalyticsSink, appId: string | undefined): AnalyticsSink {
  if (!appId) return sink;
  return {
    send: (event) => sink.send({ ...event, properties: { ...event.properties, app_id: appId } }),
  };
}

/** The device-id cookie is there (docs/requests-and-errors.md, "Tracking"). */
export function deviceIdIsSet(): boolean {
  return typeof document !== 'undefined' && isDeviceId(readCookie(DEVICE_ID_COOKIE));
}

/** The sink, queuing until the analytics side is ready when there is a readiness check. */
function readySink(options: CreateTrackerOptions): AnalyticsSink {
  const sink = options.sink ?? sinkFor(options.metricsUrl);
  const isReady = options.analyticsReady ?? (options.sink ? undefined : deviceIdIsSet);
  return isReady ? waitForAnalytics({ sink, isReady }) : sink;
}

export function createTracker(options: CreateTrackerOptions): ComposedTracker {
  const now = options.now ?? (() => Date.now());
  return composeTracker({
    sink: withAppId(readySink(options), options.appId),
    metadata: createTrackingMetadata({
      storage: options.storage ?? sessionStore,
      now,
      loadedAt: options.loadedAt,
    }),
    now,
    currentPath:
      options.currentPath ?? (() => (typeof location === 'undefined' ? '' : location.pathname)),
    onError: (error) => console.warn('Tracking event dropped', error),
  });
}
