import { act, screen } from '@testing-library/react';
import { renderApp } from '../../../../test/harness';
import CaptchaLoadingIndicator from './captcha-loading-indicator';
import { createCaptchaStateStore } from './captcha-state-store';
import { CAPTCHA_LOADING_INDICATOR_MS } from './captcha-types';

async function renderIndicator() {
  const store = createCaptchaStateStore();
  const onGone = vi.fn();
  await renderApp({ element: <CaptchaLoadingIndicator store={store} onGone={onGone} /> });
  return { store, onGone };
}

describe('CaptchaLoadingIndicator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows while a provider loads and clears itself after 5 s', async () => {
    const { store, onGone } = await renderIndicator();
    act(() => store.set('loading', 'magpie'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the security check…');

    expect(CAPTCHA_LOADING_INDICATOR_MS).toBe(5000);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onGone).toHaveBeenCalled();
  });

  it('goes as soon as the challenge is up, or every provider failed', async () => {
    const first = await renderIndicator();
    act(() => first.store.set('loading', 'magpie'));
    act(() => first.store.set('loaded', 'magpie'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(first.onGone).toHaveBeenCalled();

    const second = await renderIndicator();
    act(() => second.store.set('loading', 'geecaptcha'));
    act(() => second.store.set('fail', null));
    expect(second.onGone).toHaveBeenCalled();
  });

  it('shows nothing before loading starts', async () => {
    await renderIndicator();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
