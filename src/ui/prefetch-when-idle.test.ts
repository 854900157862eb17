import {
  PREFETCH_FALLBACK_DELAY_MS,
  PREFETCH_IDLE_TIMEOUT_MS,
  prefetchWhenIdle,
} from './prefetch-when-idle';

describe('prefetchWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for an idle moment (at most 4 s), then starts every loader', () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const loaders = [vi.fn(async () => 'a'), vi.fn(async () => 'b')];
    prefetchWhenIdle(loaders);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: PREFETCH_IDLE_TIMEOUT_MS,
    });
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(4000);
    expect(loaders[0]).not.toHaveBeenCalled();
    idle?.();
    for (const load of loaders) expect(load).toHaveBeenCalledOnce();
  });

  it('without requestIdleCallback, starts them after 1.5 s; cancelling stops it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const load = vi.fn(async () => undefined);
    prefetchWhenIdle([load]);
    vi.advanceTimersByTime(PREFETCH_FALLBACK_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledOnce();

    const cancelled = vi.fn(async () => undefined);
    const cancel = prefetchWhenIdle([cancelled]);
    cancel();
    vi.advanceTimersByTime(PREFETCH_FALLBACK_DELAY_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('ignores a loader that fails (the submit loads the module again)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const next = vi.fn(async () => undefined);
    prefetchWhenIdle([failing, next]);
    await vi.advanceTimersByTimeAsync(PREFETCH_FALLBACK_DELAY_MS);
    expect(next).toHaveBeenCalledOnce();
  });
});
