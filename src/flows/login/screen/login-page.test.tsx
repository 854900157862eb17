import { act, screen, waitFor, within } from '@testing-library/react';
import { resetSandbox } from '@/../test/sandbox-server';
import { leavePage } from '@/sign-in/after-sign-in/leave-page';
import { renderApp, type RenderedApp } from '@/../test/harness';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn() }));

const PASSWORD = 'Sandbox123';

async function logIn(harness: RenderedApp, identifier: string, password = PASSWORD) {
  const { user } = harness;
  const field = screen.getByRole('textbox', { name: /email/i });
  await user.clear(field);
  await user.type(field, identifier);
  const passwordField = screen.getByLabelText(/^password/i, { selector: 'input' });
  await user.clear(passwordField);
  await user.type(passwordField, password);
  await user.click(screen.getByRole('button', { name: /^log in$/i }));
}

beforeEach(() => {
  resetSandbox();
  localStorage.clear();
  vi.mocked(leavePage).mockClear();
});

describe('login screen per edition', () => {
  it('shows the global tabs and the e-mail-or-phone field, with the links', async () => {
    await renderApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Email', 'Mobile', 'QR code']);
    expect(screen.getByRole('textbox', { name: /email or phone number/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/app/user/retrieve',
    );
    expect(screen.getByRole('link', { name: 'Sub-account login' })).toHaveAttribute(
      'href',
      expect.stringContaining('/app/user/sub-account-login?main_login_url=%2Flogin'),
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('has no QR tab on Turkey and no phone on the EU edition, where the field takes e-mail only', async () => {
    const tur = await renderApp({ edition: 'tur', strings: 'en' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Email', 'Mobile']);
    tur.unmount();
    await renderApp({ edition: 'eu' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Email', 'QR code']);
    expect(screen.getByRole('textbox', { name: /^email/i })).toHaveAttribute('type', 'email');
  });

  it('hides QR in OAuth and appends from=oauth to the Forgot Password link', async () => {
    await renderApp({ url: '/login?from=oauth' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Email', 'Mobile']);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/app/user/retrieve?from=oauth',
    );
  });

  it('honours the hide switches and a stored tab', async () => {
    localStorage.setItem('login-tab', 'qr');
    const page = await renderApp({ url: '/login?hidePhoneTab=1' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Email', 'QR code']);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'QR code' })).toHaveAttribute('aria-selected', 'true'),
    );
    page.unmount();
    await renderApp({ url: '/login?hideQr=true' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Email', 'Mobile']);
  });

  it('shows the demo-account mode with demoAccount=true', async () => {
    await renderApp({ url: '/login?demoAccount=true' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Log in to demo trading' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/demo trading account/i)).toBeInTheDocument();
  });

  it('shows the promo panel from web_loginpage_config, and hides it on request', async () => {
    const page = await renderApp();
    expect(await screen.findByText('Buy crypto in seconds with Express')).toBeInTheDocument();
    const image = document.querySelector('aside img');
    // The 1× WebP candidate; the resized candidates are docs/performance.md, "Images".
    expect(image).toHaveAttribute(
      'src',
      '/x-api/__sandbox/assets/login-promo.svg?w=304&q=80&fm=webp',
    );
    expect(image).toHaveAttribute('sizes', '304px');
    expect(image).toHaveAttribute('width', '304');
    expect(image).toHaveAttribute('height', '280');
    page.unmount();
    await renderApp({ url: '/login?hidePromo=1' });
    expect(document.querySelector('aside')).toBeNull();
  });

  it("keeps the promo image's place held past the 3 s page loading time-out, the form usable", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      // Every banner call of the page is slow, the campaign's among them.
      const slow = { path: '/v3/config/banner', mode: 'slow', delayMs: 60_000, times: 10 } as const;
      await renderApp({ sandbox: { fail: [slow] } });
      const heldPlace = () => document.querySelector('aside div[aria-hidden="true"]');
      await act(() => vi.advanceTimersByTimeAsync(2999));
      expect(heldPlace()).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      // Letting the place go would shift the page now, and again when a late campaign arrives.
      expect(heldPlace()).not.toBeNull();
      expect(document.querySelector('aside h2')).toHaveTextContent('Buy crypto in seconds');
      // The form never waited.
      expect(screen.getByRole('button', { name: /^log in$/i })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the login screen in the default language for nl-NL, pl-PL, fil-PH, hi-IN and ro-RO', async () => {
    await renderApp({ language: 'fil-PH' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Welcome back' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});

describe('logging in', () => {
  it('runs the login captcha first, then logs in by e-mail and lands on the dashboard', async () => {
    const harness = await renderApp();
    await logIn(harness, 'demo@example.com');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/dashboard'));
    expect(harness.verification.runCaptcha.mock.calls.flat()).toEqual([
      { scene: 'login', loginName: 'demo@example.com' },
    ]);
    expect(harness.tokens.get()).not.toBeNull();
  });

  it('reads digits in the e-mail field as a phone number that needs a country code', async () => {
    const harness = await renderApp();
    await logIn(harness, '7700900001');
    expect(await screen.findByText('Please select your country/region code.')).toBeInTheDocument();
    await harness.user.selectOptions(
      screen.getByRole('combobox', { name: /country\/region code/i }),
      await screen.findByRole('option', { name: /\(\+44\)/ }),
    );
    await harness.user.click(screen.getByRole('button', { name: /^log in$/i }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/dashboard'));
  });

  it('logs in on the mobile tab, with TR fixed on Turkey', async () => {
    const harness = await renderApp({ edition: 'tur', strings: 'en' });
    await harness.user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.getByRole('textbox', { name: /country\/region code/i })).toHaveValue('TR');
    await harness.user.type(screen.getByRole('textbox', { name: /phone number/i }), '5321234567');
    await harness.user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), PASSWORD);
    await harness.user.click(screen.getByRole('button', { name: /^log in$/i }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/tr-TUR'));
    expect(harness.verification.runCaptcha.mock.calls.flat()).toEqual([
      { scene: 'login', loginName: '5321234567' },
    ]);
  });

  it('tells the remaining attempts (5 minus pass_err_count) after each wrong password', async () => {
    const harness = await renderApp();
    await logIn(harness, 'demo@example.com', 'Wrong1234');
    expect(await screen.findByText(/4 attempts left/)).toBeInTheDocument();
    await logIn(harness, 'demo@example.com', 'Wrong1234');
    expect(await screen.findByText(/3 attempts left/)).toBeInTheDocument();
    await logIn(harness, 'demo@example.com', 'Wrong1234');
    expect(await screen.findByText(/2 attempts left/)).toBeInTheDocument();
    await logIn(harness, 'demo@example.com', 'Wrong1234');
    expect(await screen.findByText(/1 attempt left/)).toBeInTheDocument();
    await logIn(harness, 'demo@example.com', 'Wrong1234');
    await waitFor(() =>
      expect(harness.catalogue).toContainEqual({
        name: 'loginOverLimit',
        data: expect.objectContaining({ code: 31030, retrieveHref: '/app/user/retrieve' }),
      }),
    );
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('asks for the two-factor code, refuses a wrong one in place and logs in with 123456', async () => {
    const harness = await renderApp();
    await logIn(harness, '2fa@example.com');
    await screen.findByRole('region', { name: 'Two-factor authentication' });
    await harness.user.keyboard('000000');
    expect(await screen.findByText(/did not work/)).toBeInTheDocument();
    const panelAgain = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await harness.user.click(within(panelAgain).getByRole('textbox', { name: /digit 1 of 6/i }));
    await harness.user.keyboard('123456');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/dashboard'));
  });

  it('goes back to the form from the two-factor panel', async () => {
    const harness = await renderApp();
    await logIn(harness, '2fa@example.com');
    await screen.findByRole('region', { name: 'Two-factor authentication' });
    await harness.user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.queryByRole('region', { name: 'Two-factor authentication' })).toBeNull();
    expect(screen.getByRole('button', { name: /^log in$/i })).toBeEnabled();
  });

  it('runs the security step for a risk token and retries the login with it', async () => {
    const harness = await renderApp();
    await logIn(harness, 'risk@example.com');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/dashboard'));
    expect(harness.verification.runRiskStep.mock.calls.flat()).toEqual([
      {
        riskToken: expect.stringMatching(/^risk-/),
        riskTokenType: 'pass',
        userName: 'risk@example.com',
      },
    ]);
  });

  it('keeps the form usable when the captcha is cancelled', async () => {
    const harness = await renderApp({
      verification: { runCaptcha: async () => ({ kind: 'cancelled' }) },
    });
    await logIn(harness, 'demo@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: /^log in$/i })).toBeEnabled());
    expect(harness.tokens.get()).toBeNull();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('sends pre_action 1 to the retrieve page', async () => {
    const harness = await renderApp();
    await logIn(harness, 'retrieve@example.com');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/app/user/retrieve'));
  });

  it.each([
    ['kyc-guide@example.com', '/user/accounts/auth/personal'],
    ['webform-guide@example.com', '/en/help-center/s/webform'],
    ['security-guide@example.com', '/app/user/security'],
    ['trust-first-guide@example.com', '/app/user/retrieve?from=trustFirst'],
    ['account-info-guide@example.com', '/app/user/account-info'],
  ])('redirects %s by its guide type to %s', async (email, target) => {
    const harness = await renderApp();
    await logIn(harness, email);
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(target));
  });

  it('follows a safe redirect_url', async () => {
    const harness = await renderApp({ url: '/login?redirect_url=%2Fen%2Ftrade%2Fspot' });
    await logIn(harness, 'demo@example.com');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/trade/spot'));
  });

  it('lands on the site home on Turkey and on the personal verification for a new EU account', async () => {
    const tur = await renderApp({ edition: 'tur', strings: 'en' });
    await logIn(tur, 'demo@example.com');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/tr-TUR'));
    tur.unmount();
    const eu = await renderApp({ edition: 'eu' });
    await logIn(eu, 'eu-new@example.com');
    await waitFor(() => expect(leavePage).toHaveBeenLastCalledWith('/user/accounts/auth/personal'));
  });
});
