import { screen, waitFor } from '@testing-library/react';
import { resetSandbox } from '@/../test/sandbox-server';
import { hashPassword } from '@/lib/password-hash';
import { renderApp } from '@/../test/harness';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn() }));

const API = `${window.location.origin}/x-api`;

/** Logs the banned account in as the login page would, leaving its self_unbind_token cookie. */
async function refusedLogin(state: ReturnType<typeof resetSandbox>, email: string) {
  await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: email,
      password: hashPassword('Sandbox123'),
      proto_ver: '2.1',
    }),
  });
  const token = [...state.selfUnbindTokens.keys()].at(-1);
  document.cookie = `self_unbind_token=${token}; path=/`;
}

afterEach(() => {
  document.cookie = 'self_unbind_token=; path=/; max-age=0';
});

describe('self-unblock page', () => {
  it('lifts a ban older than 24 h with the deblocking call', async () => {
    const state = resetSandbox();
    await refusedLogin(state, 'banned-old@example.com');
    const harness = await renderApp({ url: '/en/self-unblock?fromScene=login' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unblock your account' }),
    ).toBeInTheDocument();
    await harness.user.click(await screen.findByRole('button', { name: 'Unblock my account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your account is unblocked');
    expect(state.accounts.get('banned-old@example.com')?.bannedAtMs).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/en/login',
    );
  });

  it('tells when a younger ban can be lifted, in UTC', async () => {
    const state = resetSandbox();
    await refusedLogin(state, 'banned@example.com');
    await renderApp({ url: '/en/self-unblock?fromScene=login' });
    expect(
      await screen.findByText(/You can unblock your account yourself from .* UTC\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unblock my account' })).toBeNull();
  });

  it('says there is nothing to unblock without the cookie', async () => {
    resetSandbox();
    await renderApp({ url: '/self-unblock' });
    await waitFor(() =>
      expect(screen.getByText(/no blocked account to unblock/)).toBeInTheDocument(),
    );
  });
});
