export type { AnalyticsEvent, AnalyticsSink } from './analytics-sink';
export { createBeaconSink, metricsUrl, METRICS_PATH } from './beacon-sink';
export { createConsoleSink } from './console-sink';
export { createTracker, sinkFor, type CreateTrackerOptions } from './create-tracker';
export { appIdFor, type AppIds } from './app-id';
export {
  eventDetail,
  readTgSource,
  trackWithDetail,
  TG_SOURCES,
  type EventDetailInput,
  type TgSource,
} from './event-detail';
export { sanitizeProperties } from './sanitize-properties';
export { composeTracker, type Track, type Tracker } from './tracker';
export {
  USER_BEHAVIOR_PATH_LIMIT,
  createTrackingMetadata,
  type TrackingMetadata,
} from './tracking-metadata';
