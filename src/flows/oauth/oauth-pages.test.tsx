import { screen, waitFor, within } from '@testing-library/react';
import { leavePage, replacePage } from '@/sign-in/after-sign-in/leave-page';
import { renderApp } from '../../../test/harness';
import { resetSandbox, signedInSandbox } from '../../../test/sandbox-server';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn(), replacePage: vi.fn() }));

const goTo = vi.mocked(leavePage);
const replaceWith = vi.mocked(replacePage);
const LAZY = { timeout: 5000 };
const REDIRECT_URI = 'http://127.0.0.1:4173/oauth/callback';
const STATE = 'a b+c%2F/ß✓&x=1';

function oauthQuery(fields: Record<string, string> = {}): string {
  return new URLSearchParams({
    response_type: 'code',
    client_id: 'demo-portfolio',
    redirect_uri: REDIRECT_URI,
    scope: 'account:read balance:read',
    state: STATE,
    ...fields,
  }).toString();
}

const signIn = signedInSandbox;

function leftFor(): URL {
  expect(goTo).toHaveBeenCalledTimes(1);
  return new URL(String(goTo.mock.calls[0]?.[0]));
}

beforeEach(() => {
  goTo.mockClear();
  replaceWith.mockClear();
});

describe('the OAuth consent page against the sandbox', () => {
  it('shows who asks, as whom, for what and where to; Allow returns the code and the same state', async () => {
    const session = signIn();
    const { user } = await renderApp({ session, url: `/en/oauth-authorized?${oauthQuery()}` });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Demo Portfolio wants to access your account' },
        LAZY,
      ),
    ).toBeVisible();
    expect(screen.getByText('Verified application')).toBeVisible();
    expect(screen.getByTestId('oauth-account')).toHaveTextContent('d***@example.com');
    expect(screen.getByText(/See your balances and asset history/)).toBeVisible();
    expect(screen.queryByText('balance:read')).not.toBeInTheDocument();
    expect(screen.getByTestId('oauth-redirect-domain')).toHaveTextContent('127.0.0.1');
    await user.click(screen.getByRole('button', { name: 'Show full address' }));
    expect(screen.getByText(REDIRECT_URI)).toBeVisible();

    const allow = screen.getByRole('button', { name: 'Allow' });
    await user.dblClick(allow);
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    const back = leftFor();
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('state')).toBe(STATE);
  });

  it('Deny returns access_denied with the state', async () => {
    const session = signIn();
    const { user } = await renderApp({ session, url: `/en/oauth-authorized?${oauthQuery()}` });
    await user.click(await screen.findByRole('button', { name: 'Deny' }, LAZY));
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    const back = leftFor();
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(STATE);
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('skips the screen for a remembered grant, and marks the one new scope of a wider request', async () => {
    const session = signIn();
    const first = await renderApp({
      session,
      url: `/en/oauth-authorized?${oauthQuery({ scope: 'account:read' })}`,
    });
    await first.user.click(await screen.findByRole('button', { name: 'Allow' }, LAZY));
    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    first.unmount();

    goTo.mockClear();
    await renderApp({
      session,
      url: `/en/oauth-authorized?${oauthQuery({ scope: 'account:read' })}`,
    });
    expect(await screen.findByText('Returning you to Demo Portfolio…', {}, LAZY)).toBeVisible();
    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    expect(leftFor().searchParams.get('code')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow' })).not.toBeInTheDocument();

    goTo.mockClear();
    await renderApp({ session, url: `/en/oauth-authorized?${oauthQuery()}` });
    const balance = (await screen.findByText(/See your balances/, {}, LAZY)).closest('li');
    expect(balance).not.toBeNull();
    expect(within(balance as HTMLElement).getByText('New')).toBeVisible();
    const account = screen.getByText(/basic profile/).closest('li') as HTMLElement;
    expect(within(account).getByText('Already allowed')).toBeVisible();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('asks for the two-factor code before a trading grant, refusing a wrong one', async () => {
    const session = signIn('2fa@example.com');
    const { user } = await renderApp({
      session,
      url: `/en/oauth-authorized?${oauthQuery({ client_id: 'demo-trading-bot', scope: 'account:read trade withdraw' })}`,
    });
    expect(await screen.findByText('Unverified application', {}, LAZY)).toBeVisible();
    expect(screen.getByText('It also asks to act with your funds')).toBeVisible();
    expect(screen.getByText(/Withdraw funds from your account/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" }, LAZY);
    expect(goTo).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), '000000');
    expect(await within(dialog).findByText(/That code is not correct/)).toBeVisible();
    // The boxes lock for 2 s after a full code (docs/verification.md, "Code entry and resend").
    const first = within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' });
    await waitFor(() => expect(first).not.toHaveAttribute('readonly'), { timeout: 3000 });
    await user.type(first, '123456');
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(leftFor().searchParams.get('state')).toBe(STATE);
  });

  it('runs the security step for an account without two-factor before a trading grant', async () => {
    const session = signIn();
    const { user, verification } = await renderApp({
      session,
      url: `/en/oauth-authorized?${oauthQuery({ client_id: 'demo-trading-bot', scope: 'trade' })}`,
    });
    verification.runRiskStep.mockResolvedValueOnce({ kind: 'cancelled' });
    await user.click(await screen.findByRole('button', { name: 'Allow' }, LAZY));
    expect(await screen.findByText(/Verification was not completed/)).toBeVisible();
    expect(goTo).not.toHaveBeenCalled();
    expect(verification.runRiskStep).toHaveBeenCalledWith(
      expect.objectContaining({ riskToken: expect.stringMatching(/^risk-/) }),
    );
    // The form stays usable: Deny still answers the client.
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(leftFor().searchParams.get('error')).toBe('access_denied');
  });

  it('sends a visitor without a session to the OAuth login with the request', async () => {
    resetSandbox();
    await renderApp({
      url: `/en/oauth-authorized?${oauthQuery()}`,
      stubRoutes: { '/:lang/oauth-login': <p>OAuth login</p> },
    });
    expect(await screen.findByText('OAuth login', {}, LAZY)).toBeVisible();
  });
});

describe('bad OAuth requests never leave the site', () => {
  it.each([
    [{ client_id: 'nobody' }, /not registered with the exchange/],
    [{ redirect_uri: 'https://evil.example/oauth/callback' }, /not one the application registered/],
    [
      { redirect_uri: 'http://127.0.0.1.evil.example/oauth/callback' },
      /not one the application registered/,
    ],
    [{ client_id: '' }, /client_id is missing/],
  ])('%o shows the problem on the page', async (fields, message) => {
    const session = signIn();
    await renderApp({ session, url: `/en/oauth?${oauthQuery(fields)}` });
    expect(await screen.findByText(message, {}, LAZY)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the exchange' })).toBeVisible();
    expect(goTo).not.toHaveBeenCalled();
    expect(replaceWith).not.toHaveBeenCalled();
  });

  it('returns an unsupported response_type to the verified client with the state', async () => {
    const session = signIn();
    await renderApp({ session, url: `/en/oauth?${oauthQuery({ response_type: 'token' })}` });
    await waitFor(() => expect(replaceWith).toHaveBeenCalled());
    const back = new URL(String(replaceWith.mock.calls[0]?.[0]));
    expect(back.searchParams.get('error')).toBe('unsupported_response_type');
    expect(back.searchParams.get('state')).toBe(STATE);
  });

  it('goes on to the consent page with the original query string', async () => {
    const session = signIn();
    const query = `${oauthQuery()}&utm_source=partner`;
    await renderApp({
      session,
      url: `/oauth?${query}`,
      stubRoutes: { '/:lang/oauth-authorized': <p>Consent</p> },
    });
    expect(await screen.findByText('Consent', {}, LAZY)).toBeVisible();
  });
});

describe('logging in and signing up in OAuth mode', () => {
  it('has no QR tab, keeps the request on every link, and returns to /oauth after login', async () => {
    resetSandbox();
    const query = oauthQuery();
    await renderApp({ url: `/en/oauth-login?${query}` });
    expect(await screen.findByRole('tab', { name: 'Email' }, LAZY)).toBeVisible();
    expect(screen.queryByRole('tab', { name: /QR/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      expect.stringMatching(/from=oauth/),
    );
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    expect(signUp).toHaveAttribute('href', `/en/oauth-register?${query}`);
  });

  it('leads from the OAuth register page back to the OAuth login with the request', async () => {
    resetSandbox();
    const query = oauthQuery();
    await renderApp({ url: `/en/oauth-register?${query}` });
    expect(await screen.findByRole('link', { name: 'Log in' }, LAZY)).toHaveAttribute(
      'href',
      `/en/oauth-login?${query}`,
    );
  });
});
