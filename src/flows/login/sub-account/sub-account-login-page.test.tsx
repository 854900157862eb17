import { screen, waitFor } from '@testing-library/react';
import { resetSandbox } from '@/../test/sandbox-server';
import { leavePage } from '@/sign-in/after-sign-in/leave-page';
import { renderApp, type RenderedApp } from '@/../test/harness';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn() }));

async function logIn(harness: RenderedApp, email: string) {
  await harness.user.type(screen.getByRole('textbox', { name: /^email/i }), email);
  await harness.user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Sandbox123');
  await harness.user.click(screen.getByRole('button', { name: /^log in$/i }));
}

beforeEach(() => {
  resetSandbox();
  vi.mocked(leavePage).mockClear();
});

describe('sub-account login', () => {
  it('logs a sub-account in and lands on redirect_url', async () => {
    const harness = await renderApp({
      url: '/app/user/sub-account-login?redirect_url=%2Fen%2Fassets',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sub-account login' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    await logIn(harness, 'sub@example.com');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/assets'));
    expect(harness.verification.runCaptcha.mock.calls.flat()).toEqual([
      { scene: 'login', loginName: 'sub@example.com' },
    ]);
  });

  it('refuses a main account here (the sandbox answers 31027) and stays', async () => {
    const harness = await renderApp({ url: '/app/user/sub-account-login' });
    await logIn(harness, 'demo@example.com');
    await waitFor(() => expect(harness.toasts.map((toast) => toast.code)).toEqual([31027]));
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('links back to main_login_url when it is ours, else to the login page, keeping from=oauth', async () => {
    const own = await renderApp({
      url: '/app/user/sub-account-login?main_login_url=%2Fen%2Flogin%3Fredirect_url%3D%252Fx',
    });
    expect(screen.getByRole('link', { name: 'Main account login' })).toHaveAttribute(
      'href',
      '/en/login?redirect_url=%2Fx',
    );
    own.unmount();
    await renderApp({
      url: '/app/user/sub-account-login?from=oauth&main_login_url=https%3A%2F%2Fevil.example%2Flogin',
    });
    expect(screen.getByRole('link', { name: 'Main account login' })).toHaveAttribute(
      'href',
      '/login?from=oauth',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/app/user/retrieve?from=oauth',
    );
  });

  it('links back to a main_login_url on an origin the API whitelists, once the list has arrived', async () => {
    await renderApp({
      url: '/app/user/sub-account-login?main_login_url=https%3A%2F%2Fpartner.example%2Flogin',
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Main account login' })).toHaveAttribute(
        'href',
        'https://partner.example/login',
      ),
    );
  });
});
