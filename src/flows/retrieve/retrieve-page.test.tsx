import { screen, waitFor, within } from '@testing-library/react';
import { hashPassword } from '@/lib/password-hash';
import { renderApp, type RenderedApp } from '@/../test/harness';
import { LocationProbe } from '@/../test/harness/location-probe';

// The password reset page against the in-process sandbox (docs/retrieve.md, "QA scenarios"):
// the harness's verification stand-in passes the captcha; codes are the sandbox's 123456.
const NEW_PASSWORD = 'Retrieved456';
const stubRoutes = {
  '/login': <LocationProbe />,
  '/:lang/oauth-login': <LocationProbe />,
};

async function open(url = '/app/user/retrieve') {
  return renderApp({ url, sandbox: {}, stubRoutes });
}

async function submitAccount({ user }: RenderedApp, account: string) {
  const field = await screen.findByRole('textbox', { name: /email or phone number/i });
  await user.clear(field);
  await user.type(field, account);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

async function typeCode({ user }: RenderedApp, label: RegExp, code = '123456') {
  const group = await screen.findByRole('group', { name: label });
  await user.type(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }), code);
}

async function setPassword({ user }: RenderedApp, password = NEW_PASSWORD, confirm = password) {
  await user.type(await screen.findByLabelText(/^new password/i, { selector: 'input' }), password);
  await user.type(screen.getByLabelText(/^confirm new password/i, { selector: 'input' }), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('forgot password at /app/user/retrieve', () => {
  it('resets the password of a plain account and leads back to the login page', async () => {
    const page = await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    await submitAccount(page, 'demo+page@example.com');
    expect(page.verification.runCaptcha).toHaveBeenCalledWith({
      scene: 'login',
      loginName: 'demo+page@example.com',
    });
    expect(
      await screen.findByText("We've sent a 6-digit code to demo+p***@example.com."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /google authenticator/i })).toBeNull();
    await typeCode(page, /^verification code/i);
    // The checklist is the registration's, live under the field.
    const field = await screen.findByLabelText(/^new password/i, { selector: 'input' });
    await page.user.type(field, 'abc');
    expect(screen.getByText('At least one uppercase letter').closest('li')).toHaveTextContent(
      'not met',
    );
    await page.user.clear(field);
    await setPassword(page);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(page.sandbox.accounts.get('demo+page@example.com')?.passwordHash).toBe(
      hashPassword(NEW_PASSWORD),
    );
  });

  it('keeps what was typed when the account is unknown, telling it through the catalogue', async () => {
    const page = await open();
    await submitAccount(page, 'nobody@example.com');
    await waitFor(() => expect(page.toasts).toEqual([expect.objectContaining({ code: 31028 })]));
    expect(screen.getByRole('textbox', { name: /email or phone number/i })).toHaveValue(
      'nobody@example.com',
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('checks the account field and the password pair before any call', async () => {
    const page = await open();
    await page.user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter your email or phone number.')).toBeInTheDocument();
    await submitAccount(page, '7700900001');
    expect(await screen.findByText('Select a country code.')).toBeInTheDocument();
    expect(page.verification.runCaptcha).not.toHaveBeenCalled();

    await submitAccount(page, 'demo+pair@example.com');
    await typeCode(page, /^verification code/i);
    await setPassword(page, NEW_PASSWORD, 'Different789');
    expect(await screen.findByText("The passwords don't match.")).toBeInTheDocument();
    await page.user.clear(screen.getByLabelText(/^new password/i, { selector: 'input' }));
    await page.user.type(screen.getByLabelText(/^new password/i, { selector: 'input' }), 'short');
    await page.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText("Your new password doesn't meet the requirements below."),
    ).toBeInTheDocument();
    expect(page.sandbox.accounts.get('demo+pair@example.com')?.passwordHash).toBe(
      hashPassword('Sandbox123'),
    );
  });

  it('reads a phone number typed with Arabic-Indic or Persian digits as one', async () => {
    const page = await open();
    // Taken as the phone number 7700900001 (docs/editions.md, "Languages and translations"),
    // so the country code is asked for; as letters it would be an invalid e-mail address.
    await submitAccount(page, '٧٧٠٠٩٠٠٠٠١');
    expect(await screen.findByText('Select a country code.')).toBeInTheDocument();
    await submitAccount(page, '۷۷۰۰۹۰۰۰۰۱');
    expect(await screen.findByText('Select a country code.')).toBeInTheDocument();
    expect(page.verification.runCaptcha).not.toHaveBeenCalled();
  });

  it('keeps the codes on a refused one and asks again', async () => {
    const page = await open();
    await submitAccount(page, 'demo+wrong@example.com');
    await typeCode(page, /^verification code/i, '000000');
    await waitFor(() => expect(page.toasts).toEqual([expect.objectContaining({ code: 31025 })]));
    expect(
      screen.getByRole('heading', { name: 'Enter the verification code' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^new password/i, { selector: 'input' })).toBeNull();
  });

  it('asks a 2FA account for its Google code too', async () => {
    const page = await open();
    await submitAccount(page, '2fa+page@example.com');
    await typeCode(page, /^verification code/i);
    // Nothing is sent while the Google code is missing.
    await page.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    await typeCode(page, /^google authenticator code/i);
    await setPassword(page);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(page.sandbox.accounts.get('2fa+page@example.com')?.scenario.kind).toBe('google2fa');
  });

  it('replaces a lost authenticator with the unbind-2FA e-mail code, which unbinds it', async () => {
    const page = await open();
    await submitAccount(page, '2fa+lost@example.com');
    await typeCode(page, /^verification code/i);
    await page.user.click(
      await screen.findByRole('button', { name: 'Lost access to Google Authenticator?' }),
    );
    expect(
      await screen.findByText(/We've sent a code to 2fa\+l\*\*\*@example\.com to reset/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^google authenticator code/i })).toBeNull();
    await typeCode(page, /^authenticator reset code/i);
    await setPassword(page);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(page.sandbox.accounts.get('2fa+lost@example.com')?.scenario.kind).toBe('plain');
  });

  it('shows the unbind-2FA e-mail refusal 20035 as 35300 and keeps the Google code', async () => {
    const page = await open();
    await submitAccount(page, '2fa-locked@example.com');
    await page.user.click(
      await screen.findByRole('button', { name: 'Lost access to Google Authenticator?' }),
    );
    await waitFor(() =>
      expect(page.toasts).toEqual([
        expect.objectContaining({
          code: 35300,
          message:
            "Google Authenticator can't be reset by email for this account. Please contact Customer Support.",
        }),
      ]),
    );
    expect(screen.getByRole('group', { name: /^google authenticator code/i })).toBeInTheDocument();
  });

  it('runs the security step the validation asks for', async () => {
    const page = await open();
    await submitAccount(page, 'risk@example.com');
    await waitFor(() => expect(page.verification.runRiskStep).toHaveBeenCalledTimes(1));
    expect(
      await screen.findByText("We've sent a 6-digit code to r***@example.com."),
    ).toBeInTheDocument();
  });

  it('goes back to the OAuth login with the request after a reset from it', async () => {
    const page = await open('/en/app/user/retrieve?from=oauth&client_id=demo-client&state=s%201');
    expect(await screen.findByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/en/oauth-login?client_id=demo-client&state=s%201',
    );
    await submitAccount(page, 'demo+oauth@example.com');
    await typeCode(page, /^verification code/i);
    await setPassword(page);
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/en/oauth-login?client_id=demo-client&state=s%201',
    );
  });

  it("is where the OAuth login's Forgot Password link leads, with the OAuth request", async () => {
    await renderApp({ url: '/en/oauth-login?client_id=demo-client&state=s%201', sandbox: {} });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/app/user/retrieve?from=oauth&client_id=demo-client&state=s%201',
    );
  });

  it('says why on the trust-first prompt', async () => {
    await open('/app/user/retrieve?from=trustFirst');
    expect(
      await screen.findByText('For your security, set a new password before you continue.'),
    ).toBeInTheDocument();
  });
});
