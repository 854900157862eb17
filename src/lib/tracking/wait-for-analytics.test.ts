import type { AnalyticsEvent } from './analytics-sink';
import {
  ANALYTICS_POLL_INTERVAL_MS,
  ANALYTICS_POLL_TRIES,
  waitForAnalytics,
} from './wait-for-analytics';

const event = (name: string): AnalyticsEvent => ({ name, time: 1, properties: {} });

function setUp(readyAfterChecks: number) {
  const sent: string[] = [];
  let checks = 0;
  const sink = waitForAnalytics({
    sink: { send: (e) => sent.push(e.name) },
    isReady: () => ++checks > readyAfterChecks,
  });
  return { sink, sent, checks: () => checks };
}

describe('waitForAnalytics', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls up to 30 times, 100 ms apart', () => {
    expect(ANALYTICS_POLL_TRIES).toBe(30);
    expect(ANALYTICS_POLL_INTERVAL_MS).toBe(100);
  });

  it('sends at once when the analytics side is ready', () => {
    const { sink, sent } = setUp(0);
    sink.send(event('pageView'));
    expect(sent).toEqual(['pageView']);
  });

  it('queues events until a check finds it ready, then sends them in order', () => {
    // Not ready at creation nor at the first two 100 ms checks; ready at the third.
    const { sink, sent, checks } = setUp(3);
    sink.send(event('pageView'));
    sink.send(event('loginSubmit'));
    vi.advanceTimersByTime(299);
    expect(sent).toEqual([]);
    expect(checks()).toBe(3);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['pageView', 'loginSubmit']);
    sink.send(event('loginSuccess'));
    expect(sent).toEqual(['pageView', 'loginSubmit', 'loginSuccess']);
    vi.advanceTimersByTime(10_000);
    expect(checks()).toBe(4);
  });

  it('gives up waiting after the 30th try (3 s) and sends the queue anyway', () => {
    const { sink, sent, checks } = setUp(Number.POSITIVE_INFINITY);
    sink.send(event('pageView'));
    vi.advanceTimersByTime(2999);
    expect(sent).toEqual([]);
    expect(checks()).toBe(1 + 29);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['pageView']);
    expect(checks()).toBe(1 + 30);
    sink.send(event('late'));
    expect(sent).toEqual(['pageView', 'late']);
    vi.advanceTimersByTime(10_000);
    expect(checks()).toBe(31);
  });
});
