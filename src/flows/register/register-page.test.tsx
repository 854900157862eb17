import { screen, waitFor, within } from '@testing-library/react';
import type { FeatureModule } from '@/editions/feature-module';
import { leavePage, replacePage } from '@/sign-in/after-sign-in/leave-page';
import { LocationProbe, TEST_API_BASE, renderApp, type RenderedApp } from '../../../test/harness';
import { resetSandbox } from '../../../test/sandbox-server';
import { recordedRegistrationCalls } from './test-support/registration-records';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn(), replacePage: vi.fn() }));

const goTo = vi.mocked(leavePage);
const replaceWith = vi.mocked(replacePage);

/** The steps after the form load on first use; a busy test machine may take a moment. */
const LAZY = { timeout: 5000 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  goTo.mockClear();
  replaceWith.mockClear();
});

const emailBox = () => screen.getByLabelText(/^email/i, { selector: 'input' });
const passwordBox = () => screen.getByLabelText(/^password/i, { selector: 'input' });
const createAccount = () => screen.getByRole('button', { name: /^create account$/i });

async function typeCode(user: RenderedApp['user'], code: string) {
  const group = await screen.findByRole('group', { name: /verification code/i }, LAZY);
  await user.type(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }), code);
}

describe('register page (global)', () => {
  beforeEach(() => resetSandbox());

  it('shows the title, the e-mail and mobile tabs, the consent box and the login link', async () => {
    await renderApp({ url: '/register' });
    expect(screen.getByRole('heading', { level: 1, name: /create your account/i })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Email', 'Mobile']);
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /log in/i })).toHaveAttribute('href', '/login');
  });

  it('registers by e-mail code: send, verify by uuid, account, password, then the dashboard', async () => {
    const { user, tokens, track } = await renderApp({ url: '/register' });
    await user.type(emailBox(), 'new-user@example.com');
    await user.type(passwordBox(), 'Sandbox123');
    expect(createAccount()).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(createAccount()).toBeEnabled();
    await user.click(createAccount());

    expect(
      await screen.findByText(/we sent a 6-digit code to new-user@example.com/i),
    ).toBeVisible();
    await typeCode(user, '123456');

    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    expect(tokens.get()).toBeTruthy();
    expect(track).toHaveBeenCalledWith('registerSubmit', {
      channel: 'email',
      email: 'new-u***@example.com',
      enabled: true,
      ext_json: '{"is_manual_input":false}',
    });
    expect(track).toHaveBeenCalledWith('registerSuccess', {
      channel: 'email',
      email: 'new-u***@example.com',
      userId: expect.stringMatching(/^\d+$/),
      ext_json: '{"is_manual_input":false}',
    });
    const calls = await recordedRegistrationCalls();
    expect(calls.map((call) => call.path)).toEqual([
      '/user/public/register/send/verify/item',
      '/user/public/register/verify',
      '/user/public/register/info',
      '/user/public/register/password',
    ]);
    const [send, verify, info, password] = calls;
    expect(send?.headers).toMatchObject({ entry: 'page' });
    expect(new Set(calls.map((call) => call.headers.txId)).size).toBe(1);
    expect(verify?.fields).toMatchObject({ verify_code: '123456' });
    expect(info?.fields).toMatchObject({
      email: 'new-user@example.com',
      emailverify: '123456',
      verify_type: 1,
      lang: 'en',
    });
    // The first register call keeps the SHA-256 hash; only encrypt_* wait for the password call.
    const hash = expect.stringMatching(/^[0-9a-f]{64}$/);
    expect(info?.fields).toMatchObject({ password: hash });
    expect(info?.fields).not.toHaveProperty('encrypt_password');
    expect(info?.fields).not.toHaveProperty('encrypt_timestamp');
    expect(password?.fields).toMatchObject({
      password: info?.fields.password,
      encrypt_password: expect.any(String),
      encrypt_timestamp: expect.anything(),
    });
    expect(String(password?.fields.encrypt_password)).not.toContain('Sandbox123');
    expect(JSON.stringify(calls)).not.toContain('Sandbox123');
  });

  it('keeps the visitor on the code step with a wrong code and clears the boxes', async () => {
    const { user, notify } = await renderApp({ url: '/register' });
    await user.type(emailBox(), 'wrong-code@example.com');
    await user.type(passwordBox(), 'Sandbox123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(createAccount());
    await typeCode(user, '000000');
    await waitFor(() => expect(notify.toast).toHaveBeenCalled());
    expect(notify.toast.mock.calls[0]?.[0]).toMatchObject({ code: 31025 });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue(''),
    );
    expect(goTo).not.toHaveBeenCalled();
  });

  it('registers by phone through the old calls with the hashed and encrypted password', async () => {
    const { user } = await renderApp({ url: '/register?registerFlow=legacy&country_code=44' });
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    await user.type(await screen.findByRole('textbox', { name: /phone number/i }), '7700900444');
    await user.type(passwordBox(), 'Sandbox123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(createAccount());
    expect(await screen.findByText(/by SMS to \+44 7700900444/i, {}, LAZY)).toBeVisible();
    await typeCode(user, '123456');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/en/dashboard?newUser=true'));

    const [send, register] = await recordedRegistrationCalls();
    expect(send).toMatchObject({
      path: '/verify/register/mobile',
      fields: { mobile: '7700900444', country_code: '44', fingerprint: expect.any(String) },
    });
    expect(register).toMatchObject({
      path: '/register/mobile',
      fields: {
        smsverify: '123456',
        password: expect.stringMatching(/^[0-9a-f]{64}$/),
        encrypt_password: expect.any(String),
        encrypt_timestamp: expect.any(Number),
      },
    });
  });

  it('asks for the security step when the send call wants it, then sends again', async () => {
    const runRiskStep = vi.fn(async ({ riskToken }: { riskToken: string }) => {
      await fetch(`${TEST_API_BASE}/user/public/risk/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ risk_token: riskToken, code: '123456' }),
      });
      return { kind: 'passed' as const, riskToken };
    });
    const { user } = await renderApp({ url: '/register', verification: { runRiskStep } });
    await user.type(emailBox(), 'risk-new@example.com');
    await user.type(passwordBox(), 'Sandbox123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(createAccount());
    expect(await screen.findByRole('group', { name: /verification code/i }, LAZY)).toBeVisible();
    expect(runRiskStep).toHaveBeenCalledWith(
      expect.objectContaining({ riskTokenType: 'pass', userName: 'risk-new@example.com' }),
    );
    const sends = (await recordedRegistrationCalls()).filter((call) =>
      call.path.endsWith('/send/verify/item'),
    );
    expect(sends).toHaveLength(2);
    expect(sends[1]?.fields).toHaveProperty('risk_token');
  });

  it('blocks a Chinese e-mail with the ban dialog type 5 and sends nothing', async () => {
    const { user, verification, track } = await renderApp({ url: '/register' });
    await user.type(emailBox(), 'someone@qq.com');
    await user.type(passwordBox(), 'Sandbox123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(createAccount());
    const notice = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(notice).toHaveAccessibleName(/e-mail/i);
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(verification.showSecurityNotice).not.toHaveBeenCalled();
    expect(verification.runCaptcha).not.toHaveBeenCalled();
    expect(await recordedRegistrationCalls()).toEqual([]);
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith(
        'registerFailure',
        expect.objectContaining({ reason: 'chineseEmail', email: 'some***@qq.com' }),
      ),
    );
  });

  it('goes back from the code step to the form and forgets the uuid', async () => {
    const { user } = await renderApp({ url: '/register' });
    await user.type(emailBox(), 'back@example.com');
    await user.type(passwordBox(), 'Sandbox123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(createAccount());
    await screen.findByRole('group', { name: /verification code/i }, LAZY);
    expect(sessionStorage.getItem('register-uuid')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^back$/i }));
    expect(emailBox()).toHaveValue('back@example.com');
    expect(sessionStorage.getItem('register-uuid')).toBeNull();
  });

  it('sends a logged-in visitor to a same-origin redirect_url', async () => {
    await renderApp({ session: 'existing-session', url: '/register?redirect_url=%2Fen%2Fassets' });
    await waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/en/assets'));
  });
});

describe('register page: IP checks', () => {
  it('shows the IP-ban dialog for a banned IP and stops (permission check)', async () => {
    const catalogueDialog = vi.fn(async () => 'confirm' as const);
    const { user, verification } = await renderApp({
      url: '/register',
      // Not a restricted country: the arrival dialog of one is the next test's.
      sandbox: { visitor: { country: 'GB', isVisible: 0 } },
      catalogueDialog,
    });
    await user.type(emailBox(), 'visitor@example.com');
    await user.type(passwordBox(), 'Sandbox123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(createAccount());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('203.0.113.7');
    expect(verification.showSecurityNotice).not.toHaveBeenCalled();
    expect(catalogueDialog).not.toHaveBeenCalled();
  });

  it("shows a restricted country's dialog on arrival, then the IP ban on submit", async () => {
    const { user } = await renderApp({
      url: '/register',
      sandbox: { visitor: { country: 'SY' } },
    });
    const arrival = await screen.findByRole(
      'alertdialog',
      { name: "Our services aren't available in Syria" },
      LAZY,
    );
    expect(arrival).toHaveTextContent('International sanctions apply to Syria');
    await user.click(within(arrival).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(arrival).not.toBeInTheDocument());
    await user.type(emailBox(), 'visitor@example.com');
    await user.type(passwordBox(), 'Sandbox123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(createAccount());
    expect(await screen.findByRole('alertdialog', {}, LAZY)).toHaveTextContent('203.0.113.7');
  });

  it('shows the IP-limit notice for an IP that registered too often', async () => {
    const { user } = await renderApp({
      url: '/register',
      sandbox: { visitor: { ip: '198.51.100.20' } },
    });
    await user.type(emailBox(), 'visitor@example.com');
    await user.type(passwordBox(), 'Sandbox123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(createAccount());
    expect(
      await screen.findByRole('alertdialog', { name: /too many sign-ups from your network/i }),
    ).toBeVisible();
  });
});

describe('register page: step mode and recall', () => {
  beforeEach(() => resetSandbox());

  it('walks choose → account → code → password, with the back icon on the account step', async () => {
    const { user } = await renderApp({ url: '/register?mode=steps' });
    await user.click(screen.getByRole('button', { name: /sign up with email/i }));
    await user.click(screen.getByRole('button', { name: /^back$/i }));
    await user.click(screen.getByRole('button', { name: /sign up with phone number/i }));
    await user.type(
      screen.getByRole('textbox', { name: /email or phone number/i }),
      'stepper@example.com',
    );
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /^continue$/i }));
    await typeCode(user, '123456');
    expect(await screen.findByRole('heading', { name: /set your password/i }, LAZY)).toBeVisible();
    await user.type(passwordBox(), 'Sandbox123');
    await user.click(createAccount());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    // No password is known at the first register call here: it carries none.
    const calls = await recordedRegistrationCalls();
    const info = calls.find((call) => call.path === '/user/public/register/info');
    expect(info?.fields).not.toHaveProperty('password');
    expect(
      calls.find((call) => call.path === '/user/public/register/password')?.fields,
    ).toMatchObject({
      password: expect.stringMatching(/^[0-9a-f]{64}$/),
      encrypt_password: expect.any(String),
    });
  });

  it('jumps to the password step for a recalled commit_password registration', async () => {
    const { user } = await renderApp({ url: '/register?uuid=sandbox-recall-password' });
    expect(await screen.findByRole('heading', { name: /set your password/i }, LAZY)).toBeVisible();
    expect(screen.getByText(/recall@example.com/)).toBeVisible();
    await user.type(passwordBox(), 'Sandbox123');
    await user.click(createAccount());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
  });

  it('sends a recalled commit_login registration to log in', async () => {
    await renderApp({
      url: '/register?uuid=sandbox-recall-login',
      stubRoutes: { '/login': <LocationProbe testId="elsewhere" /> },
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/login?source=commit_login');
  });
});

describe('register page: editions', () => {
  beforeEach(() => resetSandbox());

  it('EU: e-mail only, the compliance endpoint and the features’ payload (euSubscription)', async () => {
    const newsOptIn: FeatureModule = {
      id: 'eu-news-opt-in',
      hooks: { registerPayload: () => ({ euSubscription: 1 }) },
    };
    const { user } = await renderApp({
      edition: 'eu',
      url: '/register',
      editionOverrides: { features: [newsOptIn] },
    });
    expect(screen.queryByRole('tab')).toBeNull();
    await user.type(emailBox(), 'eu-user@example.com');
    await user.type(passwordBox(), 'Sandbox123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(createAccount());
    await typeCode(user, '123456');
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    const register = (await recordedRegistrationCalls()).find(
      (call) => call.path === '/user/public/register_compliance',
    );
    expect(register?.fields).toMatchObject({ euSubscription: 1, email: 'eu-user@example.com' });
  });

  it('EU: every registration event carries ext_json (Telegram source, news opt-in, typed code)', async () => {
    const { user, track } = await renderApp({ edition: 'eu', url: '/register?tg_source=earn' });
    await user.type(emailBox(), 'eu-detail@example.com');
    await user.type(passwordBox(), 'Sandbox123');
    await user.type(screen.getByRole('textbox', { name: /referral code/i }), 'SANDBOXREF');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(createAccount());
    await typeCode(user, '123456');
    await waitFor(() => expect(goTo).toHaveBeenCalled());

    const detail = JSON.stringify({
      tg_source: 'earn',
      eu_subscription: '1',
      is_manual_input: true,
    });
    for (const event of ['registerSubmit', 'registerCodeSent', 'registerSuccess']) {
      expect(track).toHaveBeenCalledWith(event, expect.objectContaining({ ext_json: detail }));
    }
  });

  it('Turkey: three boxes before the submit is enabled, no referral field', async () => {
    const { user } = await renderApp({ edition: 'tur', strings: 'en', url: '/register' });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(screen.queryByRole('textbox', { name: /referral/i })).toBeNull();
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    expect(createAccount()).toBeDisabled();
    await user.click(boxes[2]!);
    expect(createAccount()).toBeEnabled();
  });
});
