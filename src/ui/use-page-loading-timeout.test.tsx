import { act, renderHook } from '@testing-library/react';
import { PAGE_LOADING_TIMEOUT_MS, usePageLoadingTimedOut } from './use-page-loading-timeout';

describe('usePageLoadingTimedOut', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('times out after 3 s of loading, and not while nothing loads', () => {
    expect(PAGE_LOADING_TIMEOUT_MS).toBe(3000);
    const { result, rerender } = renderHook(({ loading }) => usePageLoadingTimedOut(loading), {
      initialProps: { loading: true },
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);
  });

  it('starts counting again when loading starts again', () => {
    const { result, rerender } = renderHook(({ loading }) => usePageLoadingTimedOut(loading), {
      initialProps: { loading: false },
    });
    rerender({ loading: true });
    act(() => vi.advanceTimersByTime(2000));
    rerender({ loading: false });
    rerender({ loading: true });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
