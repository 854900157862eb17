import { memoryStorage } from '@/../test/harness/memory-storage';
import type { AnalyticsEvent } from './analytics-sink';
import { createTracker } from './create-tracker';
import { deferredTracker } from './deferred-tracker';

/** A deferred tracker whose code the test lets load, over a tracker that records what it sends. */
function setUp() {
  const events: AnalyticsEvent[] = [];
  let clock = 1_000;
  let path = '/en/login';
  let finish: (ok: boolean) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<ReturnType<typeof createTracker>>((resolve, reject) => {
        finish = (ok) =>
          ok
            ? resolve(
                createTracker({
                  metricsUrl: '',
                  sink: { send: (event) => events.push(event) },
                  storage: memoryStorage(),
                  now: () => clock,
                  currentPath: () => path,
                  loadedAt: 1_000,
                }),
              )
            : reject(new Error('chunk failed'));
      }),
  );
  const onError = vi.fn();
  const tracker = deferredTracker({ load, now: () => clock, currentPath: () => path, onError });
  return {
    tracker,
    events,
    load,
    onError,
    later: (ms: number, to?: string) => {
      clock += ms;
      if (to) path = to;
    },
    finish: async (ok: boolean) => {
      finish(ok);
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('deferredTracker', () => {
  it('loads nothing until the first event', () => {
    const { load } = setUp();
    expect(load).not.toHaveBeenCalled();
  });

  it('sends the events of the wait in order, each with its own time and page, once loaded', async () => {
    const run = setUp();
    run.tracker.track('page_view', { tab: 'email' });
    run.later(250, '/en/register');
    run.tracker.track('register_click', { phone: '+905551234567' });
    expect(run.load).toHaveBeenCalledTimes(1);
    expect(run.events).toEqual([]);
    run.later(4_000);
    await run.finish(true);
    expect(run.events.map((e) => [e.name, e.time])).toEqual([
      ['page_view', 1_000],
      ['register_click', 1_250],
    ]);
    expect(run.events[0]!.properties).toMatchObject({
      tab: 'email',
      last_refresh_time: 1_000,
      user_behavior_path: '/en/login',
    });
    expect(run.events[1]!.properties).toMatchObject({
      user_behavior_path: '/en/login>/en/register',
    });
    // Still sanitised on the way: a phone number keeps only 4 digits.
    expect(run.events[1]!.properties.phone).not.toBe('+905551234567');
  });

  it('sends at once once loaded', async () => {
    const run = setUp();
    run.tracker.track('first');
    await run.finish(true);
    run.later(10);
    run.tracker.track('second');
    expect(run.events.map((e) => [e.name, e.time])).toEqual([
      ['first', 1_000],
      ['second', 1_010],
    ]);
    expect(run.load).toHaveBeenCalledTimes(1);
  });

  it('drops the waiting events and says why, never throwing, when its code cannot load', async () => {
    const run = setUp();
    run.tracker.track('first');
    await run.finish(false);
    expect(run.onError).toHaveBeenCalledWith(new Error('chunk failed'));
    expect(() => run.tracker.track('second')).not.toThrow();
    expect(run.load).toHaveBeenCalledTimes(2);
  });
});
