import type { AnalyticsEvent, AnalyticsSink } from './analytics-sink';

/** The exchange's metrics path (docs/requests-and-errors.md, "Tracking"), below the API base. */
export const METRICS_PATH = '/v2/public/metrics';

export interface BeaconSinkOptions {
  /** The collector's URL. */
  readonly url: string;
  /** Defaults to `navigator.sendBeacon`; absent in some webviews. */
  readonly sendBeacon?: ((url: string, data: string) => boolean) | undefined;
  /** Used when there is no sendBeacon or it refuses the event (queue full). */
  readonly fetchImpl?: typeof fetch;
}

export function metricsUrl(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}${METRICS_PATH}`;
}

/**
 * Testnet and production: one beacon per event to the collector, so events
 * survive the navigation that usually follows a login. The body is a JSON string: sent as
 * text/plain, which a beacon may carry to the API's other origin without a preflight.
 */
export function createBeaconSink(options: BeaconSinkOptions): AnalyticsSink {
  const { url } = options;
  const sendBeacon = options.sendBeacon ?? browserSendBeacon();
  const fetchImpl = options.fetchImpl ?? browserFetch();
  return {
    send(event: AnalyticsEvent) {
      const body = JSON.stringify({
        event: event.name,
        time: event.time,
        properties: event.properties,
      });
      try {
        if (sendBeacon?.(url, body)) return;
      } catch {
        // Fall through to fetch: some browsers throw instead of answering false.
      }
      fetchImpl?.(url, {
        method: 'POST',
        body,
        keepalive: true,
        mode: 'no-cors',
        credentials: 'include',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      }).catch(() => undefined);
    },
  };
}

function browserSendBeacon(): ((url: string, data: string) => boolean) | undefined {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') {
    return undefined;
  }
  return (url, data) => navigator.sendBeacon(url, data);
}

function browserFetch(): typeof fetch | undefined {
  return typeof fetch === 'function' ? (input, init) => fetch(input, init) : undefined;
}
