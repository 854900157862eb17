import { act, screen } from '@testing-library/react';
import { resetSandbox } from '../../../../test/sandbox-server';
import { renderApp } from '../../../../test/harness';
import { RegisterPromo } from './register-promo';
import { clientAnswering } from '@/api/endpoints/test-client';
import { getSignupPromo } from '@/api/endpoints/signup-page-config';
import { promoHref } from '@/sign-in/promo/promo-href';

describe('RegisterPromo against the sandbox', () => {
  beforeEach(() => {
    resetSandbox();
  });

  it('shows the campaign title, subtitle and a 304x280 image linking with {lang} replaced', async () => {
    await renderApp({ url: '/register', element: <RegisterPromo /> });
    expect(
      await screen.findByRole('heading', { name: 'Sign up and claim your welcome gift' }),
    ).toBeVisible();
    expect(screen.getByText('Rewards for new users, limited time')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Sign up and claim your welcome gift' });
    expect(link).toHaveAttribute('href', '/en/fiat/trade/express/home');
    const image = screen.getByRole('img', { name: 'Sign up and claim your welcome gift' });
    expect(image).toHaveAttribute('width', '304');
    expect(image).toHaveAttribute('height', '280');
    expect(image).toHaveAttribute('src', '/x-api/__sandbox/assets/signup-promo.svg');
  });

  it('falls back to the default promo and link silently when the config fails', async () => {
    const { notify } = await renderApp({
      url: '/register',
      element: <RegisterPromo />,
      sandbox: { fail: [{ path: '/v3/config/web', mode: 'http500' }] },
    });
    expect(await screen.findByRole('heading', { name: 'Buy crypto in seconds' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Buy crypto with Express' })).toHaveAttribute(
      'href',
      '/fiat/trade/express/home',
    );
    expect(notify.toast).not.toHaveBeenCalled();
  });
});

describe('RegisterPromo: the 3 s page loading time-out', () => {
  beforeEach(() => resetSandbox());
  afterEach(() => vi.useRealTimers());

  it('shows the default promo when the config has not come in 3 s, then the campaign when it does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    await renderApp({
      url: '/register',
      element: <RegisterPromo />,
      sandbox: { fail: [{ path: '/v3/config/web', mode: 'slow', delayMs: 10_000 }] },
    });
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.queryByRole('heading')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'Buy crypto in seconds' })).toBeVisible();
    // The slowed answer is released at 10 s; a second at a time lets each step of its reading
    // (body, schema chunk, query) settle before the next.
    for (let second = 3; second < 20; second += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    vi.useRealTimers();
    expect(
      await screen.findByRole('heading', { name: 'Sign up and claim your welcome gift' }),
    ).toBeVisible();
  });
});

describe('promoHref', () => {
  it('replaces every {lang} placeholder', () => {
    expect(promoHref('/{lang}/promo?lang={lang}', 'tr-TUR')).toBe('/tr-TUR/promo?lang=tr-TUR');
    expect(promoHref('/fiat/trade/express/home', 'en')).toBe('/fiat/trade/express/home');
  });
});

describe('getSignupPromo', () => {
  it('reads an entry without a link as a promo whose image is not clickable', async () => {
    const { client, calls } = clientAnswering({
      retCode: 0,
      result: {
        list: [
          {
            key: 'web_signuppage_config',
            value: JSON.stringify({ title: 'T', subtitle: 'S', image: '/i.svg' }),
            campaignId: 'c1',
          },
        ],
      },
    });
    await expect(getSignupPromo(client, 'de-EU')).resolves.toEqual({
      title: 'T',
      subtitle: 'S',
      image: '/i.svg',
      link: null,
      campaignId: 'c1',
    });
    expect(calls[0]?.body).toEqual({
      project_name: 'web',
      keys: ['web_signuppage_config'],
      language: 'de-EU',
    });
  });

  it('is null for an entry whose value is not JSON', async () => {
    const { client } = clientAnswering({
      retCode: 0,
      result: { list: [{ key: 'web_signuppage_config', value: '{oops', campaignId: '' }] },
    });
    await expect(getSignupPromo(client, 'en')).resolves.toBeNull();
  });
});
