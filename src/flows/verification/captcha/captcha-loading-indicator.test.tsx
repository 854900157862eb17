import { act, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { renderWithUi } from '@/ui/test-utils/render-with-ui';
import { testI18n } from '../test-support/render-verification';
import CaptchaLoadingIndicator from './captcha-loading-indicator';
import { createCaptchaStateStore } from './captcha-state-store';
import { CAPTCHA_LOADING_INDICATOR_MS } from './captcha-types';

function renderIndicator() {
  const store = createCaptchaStateStore();
  const onGone = vi.fn();
  renderWithUi(
    <I18nextProvider i18n={testI18n()}>
      <CaptchaLoadingIndicator store={store} onGone={onGone} />
    </I18nextProvider>,
  );
  return { store, onGone };
}

describe('CaptchaLoadingIndicator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows while a provider loads and clears itself after 5 s', () => {
    const { store, onGone } = renderIndicator();
    act(() => store.set('loading', 'magpie'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the security check…');

    expect(CAPTCHA_LOADING_INDICATOR_MS).toBe(5000);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onGone).toHaveBeenCalled();
  });

  it('goes as soon as the challenge is up, or every provider failed', () => {
    const first = renderIndicator();
    act(() => first.store.set('loading', 'magpie'));
    act(() => first.store.set('loaded', 'magpie'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(first.onGone).toHaveBeenCalled();

    const second = renderIndicator();
    act(() => second.store.set('loading', 'geecaptcha'));
    act(() => second.store.set('fail', null));
    expect(second.onGone).toHaveBeenCalled();
  });

  it('shows nothing before loading starts', () => {
    renderIndicator();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
