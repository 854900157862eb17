import { screen, waitFor } from '@testing-library/react';
import { TURKEY_BRIDGE_SOURCE } from '@/lib/turkey-bridge-protocol';
import { renderApp } from '../../../test/harness';
import { currentSandbox, resetSandbox, signedInSandbox } from '../../../test/sandbox-server';

const LAZY = { timeout: 5000 };
const port = () => (window.location.port ? `:${window.location.port}` : '');
/** The Turkey site as the popup sees it: its sandbox host on the page's own port. */
const turkeyOrigin = () => `${window.location.protocol}//tur.localhost${port()}`;

const postMessage = vi.fn();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  postMessage.mockClear();
  Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
});

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
});

describe('the Turkey bridge popup (/en/tr-authorized) on the main site', () => {
  it('signed in: posts a quick token of the type to the Turkey site, at its origin only', async () => {
    const session = signedInSandbox('demo@example.com');
    const { user } = await renderApp({ url: '/en/tr-authorized?type=BIND_TR', session });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Authorise the Türkiye site' }, LAZY),
    ).toBeVisible();
    expect(
      screen.getByText('Link this account to a new account on the Türkiye site.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText('Done. Go back to the Türkiye site to finish.', {}, LAZY),
    ).toBeVisible();
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = postMessage.mock.calls[0]!;
    expect(targetOrigin).toBe(turkeyOrigin());
    expect(message).toMatchObject({ source: TURKEY_BRIDGE_SOURCE, type: 'BIND_TR' });
    // The token is the sandbox's, for this account and type.
    const record = currentSandbox().turkeyBridge.quickTokens.get(message.quickToken);
    expect(record).toMatchObject({ accountKey: 'demo@example.com', type: 'BIND_TR' });
  });

  it('each type says what it does', async () => {
    const session = signedInSandbox();
    const texts = {
      LOGIN_TR: 'Log in to the Türkiye site with this account.',
      TR_KYC: "Let the Türkiye site use this account's identity verification.",
      MIGRANT_EU: 'Move this EU account to the Türkiye site.',
    };
    for (const [type, text] of Object.entries(texts)) {
      const { unmount } = await renderApp({ url: `/en/tr-authorized?type=${type}`, session });
      expect(await screen.findByText(text, {}, LAZY)).toBeVisible();
      unmount();
    }
  });

  it('signed out: asks to log in here first, keeping the type and coming back', async () => {
    resetSandbox();
    await renderApp({ url: '/en/tr-authorized?type=LOGIN_TR' });
    expect(await screen.findByText('Log in here first to continue.', {}, LAZY)).toBeVisible();
    const link = screen.getByRole('link', { name: 'Log in' });
    const target = new URL(link.getAttribute('href')!, 'http://x');
    expect(target.pathname).toBe('/en/login');
    // The login runs the Turkey login captcha scene for this type (turkey-bridge-login's hook).
    expect(target.searchParams.get('type')).toBe('LOGIN_TR');
    expect(target.searchParams.get('redirect_url')).toBe('/en/tr-authorized?type=LOGIN_TR');
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('an unknown type, or a page nobody opened, is refused', async () => {
    const session = signedInSandbox();
    const { unmount } = await renderApp({ url: '/en/tr-authorized?type=OTHER', session });
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent('This link is not valid');
    unmount();
    Object.defineProperty(window, 'opener', { value: null, configurable: true });
    await renderApp({ url: '/en/tr-authorized?type=BIND_TR', session });
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent('This link is not valid');
  });

  it('a refused quick token leaves the page ready and posts nothing', async () => {
    resetSandbox();
    // A session the sandbox does not know: the call answers 10007.
    const { user } = await renderApp({
      url: '/en/tr-authorized?type=BIND_TR',
      session: 'expired-session',
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }, LAZY));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(postMessage).not.toHaveBeenCalled();
    expect(currentSandbox().turkeyBridge.quickTokens.size).toBe(0);
    expect(screen.queryByText('Done. Go back to the Türkiye site to finish.')).toBeNull();
  });

  it('is served only where a manifest enables turkey-bridge-login: the Turkey edition has no such page', async () => {
    resetSandbox();
    await renderApp({ edition: 'tur', url: '/en/tr-authorized?type=BIND_TR', strings: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LAZY)).toBeVisible();
  });
});
