import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failingStandIns } from '../../../test/third-party-stand-ins';
import { resetSandbox, postSandboxControl } from '../../../test/sandbox-server';
import { leavePage as navigateTo } from '@/sign-in/after-sign-in/leave-page';
import { ThirdPartyBlock, type ThirdPartyBlockProps } from '@/sign-in/contracts/third-party-block';
import { renderApp, type RenderAppOptions } from '../../../test/harness';
import { REFERRAL_COOKIE } from '@/sign-in/after-sign-in/register-success';
import { QUICK_LOGIN_DELAY_MS } from './telegram-login-widget';

vi.mock('@/sign-in/browser/load-script', async () =>
  (await import('../../../test/third-party-stand-ins')).loadScriptWithStandIns(),
);
vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn(), replacePage: vi.fn() }));

const STEP2 = '/user/accounts/auth/step2?type=experienced';

let state = resetSandbox();
beforeEach(() => {
  state = resetSandbox();
  vi.mocked(navigateTo).mockClear();
  failingStandIns.clear();
});
afterEach(() => {
  // The stand-ins' windows live on document.body, outside what Testing Library unmounts.
  for (const node of document.querySelectorAll('[data-sandbox-stand-in]')) node.remove();
});

/** The block as the login or register page hosts it, in the app (its toasts show in the app's region). */
function renderBlock({
  intent = 'login',
  referralCode,
  ...options
}: Partial<ThirdPartyBlockProps> & RenderAppOptions = {}) {
  return renderApp({
    ...options,
    url: intent === 'login' ? '/login' : '/register',
    element: (
      <ThirdPartyBlock intent={intent} {...(referralCode === undefined ? {} : { referralCode })} />
    ),
  });
}

async function group(name: RegExp) {
  return screen.findByRole('group', { name });
}

const setSandboxSwitch = (body: Record<string, unknown>) => postSandboxControl('third-party', body);

describe('ThirdPartyBlock', () => {
  it("shows 'sign in with' and Google, Apple and Telegram on the global login page", async () => {
    await renderBlock({ intent: 'login' });
    const buttons = await group(/or sign in with/i);
    expect(
      await within(buttons).findByRole('button', { name: 'Sign in with Google' }),
    ).toBeVisible();
    expect(
      await within(buttons).findByRole('button', { name: /sign in with apple/i }),
    ).toBeEnabled();
    await waitFor(() =>
      expect(buttons.querySelector('iframe#telegram-login-ExchangeSandboxBot')).not.toBeNull(),
    );
  });

  it("reads 'sign up with' on the register page", async () => {
    await renderBlock({ intent: 'register' });
    const buttons = await group(/or sign up with/i);
    expect(
      await within(buttons).findByRole('button', { name: 'Sign up with Google' }),
    ).toBeVisible();
    expect(
      await within(buttons).findByRole('button', { name: /sign up with apple/i }),
    ).toBeVisible();
  });

  it('signs an existing account in with the Google stand-in and goes to the step2 page', async () => {
    const { user, verification, tokens } = await renderBlock({ intent: 'login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const chooser = await screen.findByRole('dialog', { name: 'Sign in with Google' });
    await user.click(within(chooser).getByRole('button', { name: /demo@example\.com/ }));

    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(STEP2));
    expect(verification.showSecurityNotice).toHaveBeenCalledWith(1);
    expect(verification.runCaptcha).toHaveBeenCalledWith({
      scene: 'thirdParty',
      loginName: 'demo@example.com',
    });
    expect(tokens.get()).toMatch(/^[0-9a-f]{48}$/);
    expect(state.sessions.get(tokens.get() ?? '')).toBe('demo@example.com');
  });

  it('signs a new e-mail up with the Apple stand-in and lands as a new user', async () => {
    const { user, tokens } = await renderBlock({
      intent: 'register',
      referralCode: 'SANDBOXREF',
    });
    await user.click(await screen.findByRole('button', { name: /sign up with apple/i }));
    const apple = await screen.findByRole('dialog', { name: 'Sign in with Apple' });
    await user.type(within(apple).getByLabelText('Apple ID'), 'fresh-apple@example.com');
    await user.click(within(apple).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    const account = state.accounts.get('fresh-apple@example.com');
    expect(account).toBeDefined();
    expect(state.sessions.get(tokens.get() ?? '')).toBe('fresh-apple@example.com');
    expect(localStorage.getItem('newUserId')).toBe(String(account?.id));
  });

  it(
    'completes a sign-up like any other: referral cookie cleared, partner bind posted',
    {
      timeout: 30000,
    },
    async () => {
      document.cookie = `${REFERRAL_COOKIE}=SANDBOXREF; path=/`;
      // The register page itself, which knows the visit's channel (the partner's source here).
      const { user } = await renderApp({ url: '/register?source=cabital' });
      // The button is busy until Apple's script has loaded (slow on first use).
      const appleButton = await screen.findByRole('button', { name: /sign up with apple/i });
      await waitFor(() => expect(appleButton).toBeEnabled(), { timeout: 15000 });
      await user.click(appleButton);
      const apple = await screen.findByRole('dialog', { name: 'Sign in with Apple' });
      await user.type(within(apple).getByLabelText('Apple ID'), 'partner-apple@example.com');
      await user.click(within(apple).getByRole('button', { name: 'Continue' }));

      await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
      const account = state.accounts.get('partner-apple@example.com');
      expect(document.cookie).not.toContain(REFERRAL_COOKIE);
      const binds = state.registrationRequests.filter(
        (call) => call.path === '/v3/private/misc/cabital/post-register',
      );
      expect(binds.map((call) => call.fields)).toEqual([
        { channel: 'cabital', uuid: String(account?.id), status: 'success' },
      ]);
    },
  );

  it('posts no partner bind for a sign-up outside the partner channel', async () => {
    const { user } = await renderBlock({ intent: 'register' });
    await user.click(await screen.findByRole('button', { name: /sign up with apple/i }));
    const apple = await screen.findByRole('dialog', { name: 'Sign in with Apple' });
    await user.type(within(apple).getByLabelText('Apple ID'), 'plain-apple@example.com');
    await user.click(within(apple).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    expect(
      state.registrationRequests.some((call) => call.path.includes('/cabital/post-register')),
    ).toBe(false);
  });

  it('logs the linked Telegram user in through the widget, whose frame is titled', async () => {
    const { user, verification } = await renderBlock({ intent: 'login' });
    const buttons = await group(/or sign in with/i);
    const frame = await waitFor(() => {
      const found = buttons.querySelector('iframe');
      expect(found).not.toBeNull();
      return found as HTMLIFrameElement;
    });
    await waitFor(() => expect(frame).toHaveAttribute('title', 'Log in with Telegram'));
    const widgetButton = within(frame.contentDocument!.body).getByRole('button', {
      name: 'Log in with Telegram',
    });
    await userEvent.click(widgetButton);
    const telegram = await screen.findByRole('dialog', { name: 'Log in with Telegram' });
    await user.click(within(telegram).getByRole('button', { name: /@sandbox_demo/ }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(STEP2));
    // The chat-app variant's notice.
    expect(verification.showSecurityNotice).toHaveBeenCalledWith(6);
  });

  it('offers One Tap on the global edition, which signs in too', async () => {
    const { user, verification } = await renderBlock({ intent: 'login' });
    // Google draws One Tap in a frame of its own; so does its stand-in.
    const frame = await waitFor(() => {
      const found = document.querySelector<HTMLIFrameElement>('iframe[title*="google.com"]');
      expect(found).not.toBeNull();
      return found!;
    });
    const card = within(frame.contentDocument!.body).getByRole('dialog', { name: /google\.com/ });
    await user.click(within(card).getByRole('button', { name: 'Continue as Demo User' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(STEP2));
    expect(verification.showSecurityNotice).toHaveBeenCalledWith(1);
  });

  it('shows no Google button and no One Tap on KAZ', async () => {
    await renderBlock({ edition: 'kaz', strings: 'en' });
    const buttons = await group(/or sign in with/i);
    await within(buttons).findByRole('button', { name: /sign in with apple/i });
    expect(within(buttons).queryByRole('button', { name: /google/i })).toBeNull();
    expect(document.querySelector('iframe[title*="google.com"]')).toBeNull();
  });

  it('renders nothing on TUR, whose manifest lists no providers', async () => {
    const { container } = await renderBlock({ edition: 'tur' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('hides Google and Telegram (and One Tap) for a visitor whose IP is in China', async () => {
    state.settings.visitor = { country: 'CN', isVisible: 1 };
    await renderBlock({ intent: 'login' });
    const buttons = await group(/or sign in with/i);
    await within(buttons).findByRole('button', { name: /sign in with apple/i });
    expect(within(buttons).queryByRole('button', { name: /google/i })).toBeNull();
    expect(buttons.querySelector('[data-provider="telegram"]')).toBeNull();
  });

  it('hides One Tap but keeps the buttons when is_visible is 0', async () => {
    state.settings.visitor = { country: 'GB', isVisible: 0 };
    await renderBlock({ intent: 'login' });
    const buttons = await group(/or sign in with/i);
    await within(buttons).findByRole('button', { name: 'Sign in with Google' });
    expect(document.querySelector('iframe[title*="google.com"]')).toBeNull();
  });

  it("hides the whole group when the site-compliance action is 'hide'", async () => {
    await setSandboxSwitch({ siteCompliance: 'hide' });
    const { container } = await renderBlock({ intent: 'login' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a retry button when a provider script fails to load, and recovers', async () => {
    failingStandIns.add('apple-auth.js');
    const { user } = await renderBlock({ intent: 'login' });
    const retry = await screen.findByRole('button', {
      name: /sign in with apple/i,
      description: /could not be loaded/,
    });
    failingStandIns.clear();
    await user.click(retry);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /sign in with apple/i }),
      ).not.toHaveAccessibleDescription(),
    );
  });

  it('does nothing when the visitor closes the Apple window (cancel mode)', async () => {
    await setSandboxSwitch({ provider: 'apple', mode: 'cancel' });
    const { user, verification } = await renderBlock({ intent: 'login' });
    const apple = await screen.findByRole('button', { name: /sign in with apple/i });
    await waitFor(() => expect(apple).toBeEnabled());
    await user.click(apple);
    await waitFor(() => expect(apple).toBeEnabled());
    expect(screen.queryByRole('dialog', { name: 'Sign in with Apple' })).toBeNull();
    expect(verification.showSecurityNotice).not.toHaveBeenCalled();
  });

  it('tracks ThirdPartyNoToken and does nothing else when Google answers without a credential', async () => {
    await setSandboxSwitch({ provider: 'google', mode: 'no-token' });
    const { user, verification, track } = await renderBlock({ intent: 'login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const chooser = await screen.findByRole('dialog', { name: 'Sign in with Google' });
    await user.click(within(chooser).getByRole('button', { name: /demo@example\.com/ }));
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith('ThirdPartyNoToken', {
        provider: 'google',
        ext_json: '{"is_manual_input":false}',
      }),
    );
    expect(verification.showSecurityNotice).not.toHaveBeenCalled();
    expect(screen.queryByRole('status', { name: /something went wrong/i })).toBeNull();
  });

  it('toasts the default error when the credential carries no e-mail', async () => {
    await setSandboxSwitch({ provider: 'google', mode: 'no-email' });
    const { user, verification } = await renderBlock({ intent: 'login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const chooser = await screen.findByRole('dialog', { name: 'Sign in with Google' });
    await user.click(within(chooser).getByRole('button', { name: /demo@example\.com/ }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    expect(verification.showSecurityNotice).not.toHaveBeenCalled();
  });

  it("stops a Chinese e-mail with notice type 5 ('use another account' in the chooser)", async () => {
    const { user, verification } = await renderBlock({ intent: 'register' });
    await user.click(await screen.findByRole('button', { name: 'Sign up with Google' }));
    const chooser = await screen.findByRole('dialog', { name: 'Sign in with Google' });
    await user.click(within(chooser).getByRole('button', { name: 'Use another account' }));
    await user.type(within(chooser).getByLabelText('Email or phone'), 'someone@qq.com');
    await user.click(within(chooser).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(verification.showSecurityNotice).toHaveBeenCalledWith(5));
    expect(verification.runCaptcha).not.toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('opens the banned dialog for a banned registration', async () => {
    const openDialog = vi.fn(async () => 'confirm' as const);
    const { user } = await renderBlock({
      intent: 'register',
      catalogueDialog: openDialog,
    });
    await user.click(await screen.findByRole('button', { name: /sign up with apple/i }));
    const apple = await screen.findByRole('dialog', { name: 'Sign in with Apple' });
    await user.type(within(apple).getByLabelText('Apple ID'), 'banned-new@example.com');
    await user.click(within(apple).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(openDialog).toHaveBeenCalledWith('banned', expect.objectContaining({ code: 31003 })),
    );
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe("Telegram's redirect result (quick login)", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('signs in by itself 3 s after the page opens with #tgAuthResult, and clears it', async () => {
    const signed = await fetch('http://localhost:3000/x-api/__sandbox/third-party/telegram/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        bot_name: 'ExchangeSandboxBot',
        user_id: 700000001,
        first_name: 'Demo',
      }),
    }).then((response) => response.json() as Promise<{ result: Record<string, unknown> }>);
    window.history.replaceState(
      null,
      '',
      `/login#tgAuthResult=${btoa(JSON.stringify(signed.result))}`,
    );
    const opened = Date.now();
    const { verification } = await renderBlock({ intent: 'login' });
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(verification.showSecurityNotice).not.toHaveBeenCalled();
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(STEP2), { timeout: 6000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(QUICK_LOGIN_DELAY_MS);
    expect(QUICK_LOGIN_DELAY_MS).toBe(3000);
  }, 10_000);
});
