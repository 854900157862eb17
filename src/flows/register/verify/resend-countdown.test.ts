import { RESEND_COUNTDOWN_SECONDS, createResendCountdown } from './resend-countdown';

describe('createResendCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds down to 0, then stops', () => {
    expect(RESEND_COUNTDOWN_SECONDS).toBe(60);
    const ticks: number[] = [];
    createResendCountdown((left) => ticks.push(left)).start();
    expect(ticks).toEqual([60]);
    vi.advanceTimersByTime(59_000);
    expect(ticks.at(-1)).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(ticks.at(-1)).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(ticks).toHaveLength(61);
  });

  it('restarts from 60 on a new send and stops when asked', () => {
    const ticks: number[] = [];
    const countdown = createResendCountdown((left) => ticks.push(left));
    countdown.start();
    vi.advanceTimersByTime(30_000);
    countdown.start();
    expect(ticks.at(-1)).toBe(60);
    countdown.stop();
    vi.advanceTimersByTime(60_000);
    expect(ticks.at(-1)).toBe(60);
  });
});
