import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@/api/paths';
import { hashPassword } from '@/lib/password-hash';
import { leavePage } from '@/sign-in/after-sign-in/leave-page';
import { renderApp, type RenderedApp, type SandboxSetup } from '@/../test/harness';
import { standInLoader } from '@/../test/captcha-stand-ins';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn() }));

// The trading-password change a login asks for (docs/login.md, "Trading-password change"),
// through the app's own captcha service and the sandbox's stand-ins in auto mode, so the captcha
// result the send carries is a real one for the scene the panel asked.
const LAZY = { timeout: 10_000 } as const;
const NEW_TRADING_PASSWORD = '135790';

async function open(setUp?: SandboxSetup['setUp'], fail?: SandboxSetup['fail']) {
  return renderApp({
    verification: 'app',
    loadScript: standInLoader().loadScript,
    sandbox: {
      setUp: (state) => {
        state.captcha.modes = { '*': 'auto' };
        setUp?.(state);
      },
      ...(fail ? { fail } : {}),
    },
  });
}

async function logIn({ user }: RenderedApp, account: string) {
  await user.type(screen.getByRole('textbox', { name: /email/i }), account);
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Sandbox123');
  await user.click(screen.getByRole('button', { name: /^log in$/i }));
}

const panel = () => screen.findByRole('region', { name: 'Set a new trading password' }, LAZY);

async function fillPasswords({ user }: RenderedApp, password: string, confirm = password) {
  const region = await panel();
  await user.type(
    within(region).getByLabelText(/^new trading password/i, { selector: 'input' }),
    password,
  );
  await user.type(
    within(region).getByLabelText(/^confirm trading password/i, { selector: 'input' }),
    confirm,
  );
}

async function typeCode({ user }: RenderedApp, group: RegExp, code = '123456') {
  const entry = await screen.findByRole('group', { name: group });
  await user.click(within(entry).getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
}

beforeEach(() => vi.mocked(leavePage).mockClear());

// Two captchas, the RSA library and three lazy chunks per test: slow on a busy machine.
describe('the trading-password change panel (login)', { timeout: 60_000 }, () => {
  it('asks the captcha on scene 31005, sends the code, changes the password and signs in', async () => {
    const page = await open();
    await logIn(page, 'trading-password+panel@example.com');
    const region = await panel();
    // The panel replaces the form; no session yet.
    expect(screen.getByRole('button', { name: /^log in$/i, hidden: true })).not.toBeVisible();
    expect(page.tokens.get()).toBeNull();
    expect(within(region).queryByRole('group', { name: /google authenticator/i })).toBeNull();

    await fillPasswords(page, NEW_TRADING_PASSWORD);
    await page.user.click(within(region).getByRole('button', { name: 'Send code' }));
    expect(
      await within(region).findByText(
        "We've sent a 6-digit code to trading-password+pa***@example.com.",
        undefined,
        LAZY,
      ),
    ).toBeInTheDocument();

    // The panel asked the trading-tool scene, which the manifest maps to 31005, and the send
    // carried a captcha result solved for 31005 (the sandbox refuses any other scene).
    const captchaCalls = page.verification.runCaptcha.mock.calls.map(([request]) => request);
    expect(captchaCalls).toEqual([
      { scene: 'login', loginName: 'trading-password+panel@example.com' },
      { scene: 'tradingTool', loginName: 'trading-password+panel@example.com' },
    ]);
    expect(page.manifest.captcha.scenes.tradingTool?.code).toBe(31005);
    const sendCaptcha = await page.verification.runCaptcha.mock.results[1]?.value;
    expect(sendCaptcha).toEqual({
      kind: 'passed',
      fields: { magpie_verify_info: { token: expect.stringMatching(/^magpie-/), scene: '31005' } },
    });
    expect(within(region).getByRole('button', { name: /^resend code in \d+ s$/i })).toBeDisabled();

    await typeCode(page, /^verification code/i);
    await page.user.click(within(region).getByRole('button', { name: 'Change trading password' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/dashboard'), LAZY);
    expect(page.tokens.get()).toEqual(expect.any(String));
    const account = page.sandbox.accounts.get('trading-password+panel@example.com');
    expect(account?.scenario).toEqual({ kind: 'plain' });
    expect(page.sandbox.sentCodes.at(-1)).toMatchObject({
      channel: 'email',
      to: 'trading-password+panel@example.com',
    });
  });

  it('checks the rules before any call and keeps what was typed when a call fails', async () => {
    const page = await open(undefined, [
      { path: API_PATHS.tradingPasswordChange, mode: 'http500' },
    ]);
    await logIn(page, 'trading-password+fail@example.com');
    const region = await panel();
    await fillPasswords(page, '123456', '123457');
    await page.user.click(within(region).getByRole('button', { name: 'Change trading password' }));
    expect(
      within(region).getByText("Don't use a run of digits such as 123456 or 654321."),
    ).toBeInTheDocument();
    expect(within(region).getByText("The trading passwords don't match.")).toBeInTheDocument();
    expect(within(region).getByText('Send a code first, then enter it here.')).toBeInTheDocument();

    const newField = within(region).getByLabelText(/^new trading password/i, { selector: 'input' });
    const confirmField = within(region).getByLabelText(/^confirm trading password/i, {
      selector: 'input',
    });
    await page.user.clear(newField);
    await page.user.clear(confirmField);
    // The temporary password Customer Support set: the exchange refuses it (31032).
    await fillPasswords(page, '246810');
    await page.user.click(within(region).getByRole('button', { name: 'Send code' }));
    await within(region).findByText(/We've sent a 6-digit code/, undefined, LAZY);
    await typeCode(page, /^verification code/i);
    const submit = within(region).getByRole('button', { name: 'Change trading password' });

    // The failure control's HTTP 500: the wrapper's toast, everything typed stays.
    await page.user.click(submit);
    await waitFor(() => expect(page.toasts).toHaveLength(1), LAZY);
    expect(page.toasts[0]).toMatchObject({ message: expect.stringMatching(/^500/) });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(newField).toHaveValue('246810');
    expect(confirmField).toHaveValue('246810');

    await page.user.click(submit);
    await waitFor(() => expect(page.toasts).toHaveLength(2), LAZY);
    expect(page.toasts[1]).toMatchObject({ code: 31032 });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(newField).toHaveValue('246810');
    expect(leavePage).not.toHaveBeenCalled();

    await page.user.clear(newField);
    await page.user.clear(confirmField);
    await fillPasswords(page, NEW_TRADING_PASSWORD);
    await page.user.click(submit);
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/dashboard'), LAZY);
  });

  it('asks the Google code of a 2FA account, refuses a wrong one in place, and goes back', async () => {
    const page = await open();
    await logIn(page, 'trading-password-2fa+panel@example.com');
    await screen.findByRole('region', { name: 'Two-factor authentication' }, LAZY);
    await page.user.keyboard('123456');
    const region = await panel();
    await fillPasswords(page, NEW_TRADING_PASSWORD);
    await page.user.click(within(region).getByRole('button', { name: 'Send code' }));
    await within(region).findByText(/We've sent a 6-digit code/, undefined, LAZY);
    await typeCode(page, /^verification code/i);
    await typeCode(page, /^google authenticator code/i, '000000');
    await page.user.click(within(region).getByRole('button', { name: 'Change trading password' }));
    await waitFor(
      () => expect(page.toasts).toEqual([expect.objectContaining({ code: 31025 })]),
      LAZY,
    );
    const google = within(region).getByRole('group', { name: /^google authenticator code/i });
    expect(within(google).getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('0');

    await page.user.click(within(region).getByRole('button', { name: 'Back to login' }));
    expect(screen.queryByRole('region', { name: 'Set a new trading password' })).toBeNull();
    expect(screen.getByRole('button', { name: /^log in$/i })).toBeEnabled();
    expect(page.tokens.get()).toBeNull();
    expect(page.sandbox.accounts.get('trading-password-2fa+panel@example.com')?.passwordHash).toBe(
      hashPassword('Sandbox123'),
    );
  });
});
