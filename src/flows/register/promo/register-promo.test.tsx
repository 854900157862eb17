import { act, screen } from '@testing-library/react';
import { resetSandbox } from '../../../../test/sandbox-server';
import { renderApp } from '../../../../test/harness';
import { RegisterPromo } from './register-promo';
import { clientAnswering } from '@/api/endpoints/test-client';
import { getSignupPageConfig } from '@/api/endpoints/signup-page-config';
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
    expect(image).toHaveAttribute(
      'src',
      '/x-api/__sandbox/assets/signup-promo.svg?w=304&q=80&fm=webp',
    );
    // WebP at 80 in the image, AVIF at 60 offered before it, each at 1, 1.5, 2, 2.5 and 3×.
    expect(image).toHaveAttribute('sizes', '304px');
    expect(image.getAttribute('srcset')).toContain('signup-promo.svg?w=912&q=80&fm=webp 912w');
    const avif = image.parentElement?.querySelector('source[type="image/avif"]');
    expect(
      avif
        ?.getAttribute('srcset')
        ?.split(', ')
        .map((c) => c.split(' ')[1]),
    ).toEqual(['304w', '456w', '608w', '760w', '912w']);
    expect(avif?.getAttribute('srcset')).toContain('q=60&fm=avif');
  });

  it('falls back to the default promo and link silently when the config fails', async () => {
    const { notify } = await renderApp({
      url: '/register',
      element: <RegisterPromo />,
      sandbox: { fail: [{ path: '/v3/config/banner', mode: 'http500' }] },
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
      sandbox: { fail: [{ path: '/v3/config/banner', mode: 'slow', delayMs: 10_000 }] },
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

describe('getSignupPageConfig', () => {
  it('asks the banner for the promo and the button text in the language, in one call', async () => {
    const { client, calls } = clientAnswering({
      ret_code: 0,
      result: {
        list: [
          {
            key: 'web_signuppage_config',
            value: JSON.stringify({ title: 'T', subtitle: 'S', image: '/i.svg' }),
            campaignId: 'c1',
          },
          {
            key: 'web_signuppage_regist_button_text',
            value: JSON.stringify({ text: ' Jetzt registrieren ' }),
            campaignId: 'c1',
          },
        ],
      },
    });
    await expect(getSignupPageConfig(client, 'de-EU')).resolves.toEqual({
      // Without a link the image is not clickable.
      promo: { title: 'T', subtitle: 'S', image: '/i.svg', link: null, campaignId: 'c1' },
      buttonText: 'Jetzt registrieren',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/x-api/v3/config/banner',
      method: 'POST',
      body: {
        project_name: 'web',
        keys: ['web_signuppage_config', 'web_signuppage_regist_button_text'],
        properties: { language: 'de-EU' },
      },
    });
  });

  it('reads a button text given as a bare JSON string', async () => {
    const { client } = clientAnswering({
      ret_code: 0,
      result: {
        list: [
          { key: 'web_signuppage_regist_button_text', value: '"Sign up now"', campaignId: '' },
        ],
      },
    });
    await expect(getSignupPageConfig(client, 'en')).resolves.toEqual({
      promo: null,
      buttonText: 'Sign up now',
    });
  });

  it('has no promo and no button text for values that are not JSON, empty or of another shape', async () => {
    const { client } = clientAnswering({
      ret_code: 0,
      result: {
        list: [
          { key: 'web_signuppage_config', value: '{oops', campaignId: '' },
          { key: 'web_signuppage_regist_button_text', value: '{"text":"  "}', campaignId: '' },
        ],
      },
    });
    await expect(getSignupPageConfig(client, 'en')).resolves.toEqual({
      promo: null,
      buttonText: null,
    });
    const other = clientAnswering({
      ret_code: 0,
      result: {
        list: [
          { key: 'web_signuppage_regist_button_text', value: '{"label":"x"}', campaignId: '' },
        ],
      },
    });
    await expect(getSignupPageConfig(other.client, 'en')).resolves.toEqual({
      promo: null,
      buttonText: null,
    });
  });

  it('throws when the banner call fails (its query falls back to the page copy)', async () => {
    const { client } = clientAnswering({ ret_code: 10001, ret_msg: 'bad', result: null });
    await expect(getSignupPageConfig(client, 'en')).rejects.toThrow('/v3/config/banner');
  });
});
