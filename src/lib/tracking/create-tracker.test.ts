import { deleteCookie, writeCookie } from '../cookies';
import { DEVICE_ID_COOKIE, createUuidV4 } from '../device-id';
import { memoryStorage } from '@/../test/harness/memory-storage';
import type { AnalyticsEvent } from './analytics-sink';
import { METRICS_PATH, createBeaconSink, metricsUrl } from './beacon-sink';
import { createConsoleSink } from './console-sink';
import { createTracker, sinkFor } from './create-tracker';

function recordingTracker() {
  const events: AnalyticsEvent[] = [];
  const tracker = createTracker({
    metricsUrl: 'https://metrics.exchange.example/v2/public/metrics',
    sink: { send: (event) => events.push(event) },
    storage: memoryStorage(),
    now: () => 42,
    currentPath: () => '/en/login',
  });
  return { tracker, events };
}

describe('createTracker', () => {
  it('counts every event under the app identifier of the host', () => {
    const events: AnalyticsEvent[] = [];
    const tracker = createTracker({
      metricsUrl: '',
      appId: 'exchange-learn',
      sink: { send: (event) => events.push(event) },
      storage: memoryStorage(),
      now: () => 1,
      currentPath: () => '/en/login',
    });
    tracker.track('loginSubmit');
    tracker.track('loginSuccess', { a: 1 });
    expect(events.map((e) => e.properties.app_id)).toEqual(['exchange-learn', 'exchange-learn']);
  });

  it('sends the masked, stripped data with the session metadata', () => {
    const { tracker, events } = recordingTracker();
    tracker.track('loginSubmit', {
      username: 'demo@example.com',
      mobile: '7700900001',
      ref: '',
      risk_token: undefined,
    });
    expect(events).toEqual([
      {
        name: 'loginSubmit',
        time: 42,
        properties: {
          username: 'd***@example.com',
          mobile: '77******01',
          signup_time: 42,
          last_refresh_time: 42,
          user_behavior_path: '/en/login',
        },
      },
    ]);
  });

  it('works as the request wrapper track option (plain function, no data)', () => {
    const { tracker, events } = recordingTracker();
    const { track } = tracker;
    track('http403');
    expect(events[0]?.name).toBe('http403');
  });

  it('never throws when the sink fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tracker = createTracker({
      metricsUrl: '',
      sink: {
        send: () => {
          throw new Error('blocked');
        },
      },
      storage: memoryStorage(),
    });
    expect(() => tracker.track('x')).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('the sink of each environment', () => {
  it('prints events to the console where there is no collector (the sandbox)', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    sinkFor('').send({ name: 'x', time: 1, properties: { a: 1 } });
    expect(info).toHaveBeenCalledWith('[track] x', { a: 1 });
    info.mockRestore();
  });

  it('sends a beacon to the collector the settings name', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    try {
      sinkFor('https://api.exchange.example/v2/public/metrics').send({
        name: 'x',
        time: 1,
        properties: {},
      });
      expect(sendBeacon).toHaveBeenCalledWith(
        'https://api.exchange.example/v2/public/metrics',
        expect.any(String),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the beacon sink', () => {
  it('posts one JSON event to the API base + /v2/public/metrics', () => {
    expect(METRICS_PATH).toBe('/v2/public/metrics');
    expect(metricsUrl('https://api.exchange.example/')).toBe(
      'https://api.exchange.example/v2/public/metrics',
    );
    const sent: [string, string][] = [];
    createBeaconSink({
      url: metricsUrl('https://api.exchange.example'),
      sendBeacon: (url, data) => {
        sent.push([url, data]);
        return true;
      },
    }).send({ name: 'registerSuccess', time: 5, properties: { medium: 'referral' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.[0]).toBe('https://api.exchange.example/v2/public/metrics');
    expect(JSON.parse(sent[0]?.[1] ?? '')).toEqual({
      event: 'registerSuccess',
      time: 5,
      properties: { medium: 'referral' },
    });
  });

  it('falls back to a keepalive fetch when the beacon is refused or missing', async () => {
    const fetchImpl = vi.fn(async () => new Response(null));
    createBeaconSink({
      url: metricsUrl('/x-api'),
      sendBeacon: () => false,
      fetchImpl: fetchImpl as unknown as typeof fetch,
    }).send({ name: 'x', time: 1, properties: {} });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/x-api/v2/public/metrics',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });
});

describe('the console sink', () => {
  it('logs the name and the properties', () => {
    const log = vi.fn();
    createConsoleSink(log).send({ name: 'qrstatusError', time: 1, properties: { reason: 'x' } });
    expect(log).toHaveBeenCalledWith('[track] qrstatusError', { reason: 'x' });
  });
});

describe('analytics polling (the environment sink waits for the device id)', () => {
  afterEach(() => {
    deleteCookie(DEVICE_ID_COOKIE);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('queues events until the device-id cookie is set, checking every 100 ms', () => {
    vi.useFakeTimers();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    deleteCookie(DEVICE_ID_COOKIE);
    const tracker = createTracker({ metricsUrl: '', storage: memoryStorage(), now: () => 7 });
    tracker.track('pageView');
    vi.advanceTimersByTime(500);
    expect(info).not.toHaveBeenCalled();
    writeCookie(DEVICE_ID_COOKIE, createUuidV4());
    vi.advanceTimersByTime(99);
    expect(info).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(info).toHaveBeenCalledWith('[track] pageView', expect.any(Object));
  });

  it('sends at once when the device id is already there', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    writeCookie(DEVICE_ID_COOKIE, createUuidV4());
    createTracker({ metricsUrl: '', storage: memoryStorage() }).track('pageView');
    expect(info).toHaveBeenCalledTimes(1);
  });
});
