// @vitest-environment node
import { createStuckWatch, STUCK_MS } from './stuck-watch';

function fakePage() {
  let closed = 0;
  return {
    page: {
      close: async () => {
        closed++;
      },
    },
    closedTimes: () => closed,
  } as { givenUp?: string; page: { close(): Promise<unknown> }; closedTimes: () => number };
}

describe('createStuckWatch', () => {
  it('gives up a page that stays at one thing for a minute, once, and says why', () => {
    let t = 0;
    const watch = createStuckWatch({ now: () => t });
    const page = fakePage();
    watch.doing(0, page, 'eu de-EU: shooting login-mobile');
    t = STUCK_MS - 1;
    watch.check();
    expect(page.givenUp).toBeUndefined();
    expect(page.closedTimes()).toBe(0);
    t = STUCK_MS;
    watch.check();
    watch.check();
    expect(page.givenUp).toBe(
      'the page was stuck for 1 min 0 s while eu de-EU: shooting login-mobile, and was closed',
    );
    expect(page.closedTimes()).toBe(1);
    expect(STUCK_MS).toBe(60_000);
  });

  it('starts the clock again at each new thing, and forgets a finished job', () => {
    let t = 0;
    const watch = createStuckWatch({ now: () => t });
    const a = fakePage();
    const b = fakePage();
    watch.doing(0, a, 'geo ka: loading /ka/login');
    watch.doing(1, b, 'kaz ru-KAZ: reaching dialog-banned');
    t = 50_000;
    watch.doing(0, a, 'geo ka: shooting login-email');
    expect(watch.labels()).toEqual([
      'geo ka: shooting login-email',
      'kaz ru-KAZ: reaching dialog-banned',
    ]);
    watch.done(1);
    t = 100_000;
    watch.check();
    expect(a.givenUp).toBeUndefined();
    expect(b.givenUp).toBeUndefined();
    expect(watch.labels()).toEqual(['geo ka: shooting login-email']);
  });
});
