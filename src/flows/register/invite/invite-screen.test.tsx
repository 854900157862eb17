import { screen, waitFor, within } from '@testing-library/react';
import { leavePage, replacePage } from '@/sign-in/after-sign-in/leave-page';
import { renderApp, type RenderedApp } from '../../../../test/harness';
import { resetSandbox } from '../../../../test/sandbox-server';
import { recordedRegistrationCalls } from '../test-support/registration-records';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn(), replacePage: vi.fn() }));

const goTo = vi.mocked(leavePage);
const LAZY = { timeout: 5000 };

const inviteBox = () => screen.getByRole('textbox', { name: /invite code/i });
const emailBox = () => screen.getByLabelText(/^email/i, { selector: 'input' });
const passwordBox = () => screen.getByLabelText(/^password/i, { selector: 'input' });
const createAccount = () => screen.getByRole('button', { name: /^create account$/i });

async function fillAccount(user: RenderedApp['user'], email: string) {
  await user.type(emailBox(), email);
  await user.type(passwordBox(), 'Sandbox123');
  await user.click(screen.getByRole('checkbox', { name: /agree/i }));
}

beforeEach(() => {
  resetSandbox();
  localStorage.clear();
  sessionStorage.clear();
  goTo.mockClear();
  vi.mocked(replacePage).mockClear();
});

describe('the invite screen (global)', () => {
  it('prefills /invite/<code>, shows it applied with the inviter, and registers with it', async () => {
    const { user } = await renderApp({ url: '/invite/invite2026' });
    expect(screen.getByRole('heading', { level: 1, name: /you've been invited/i })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /referral code/i })).not.toBeInTheDocument();
    await waitFor(() => expect(inviteBox()).toHaveValue('INVITE2026'));
    expect(await screen.findByText('Invite code applied: Alice Sandbox invited you')).toBeVisible();

    await fillAccount(user, 'invited-friend@example.com');
    await user.click(createAccount());
    const group = await screen.findByRole('group', { name: /verification code/i }, LAZY);
    await user.type(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/en/dashboard?newUser=true'));

    const calls = await recordedRegistrationCalls();
    const send = calls.find((call) => call.path === '/user/public/register/send/verify/item');
    const info = calls.find((call) => call.path === '/user/public/register/info');
    expect(send?.fields).toMatchObject({ user_code: 'INVITE2026' });
    expect(info?.fields).toMatchObject({
      user_code: 'INVITE2026',
      isManuallyModifyUserCode: false,
    });
  });

  it('shows an anonymous invitation applied without a name (/friend-invite?code=)', async () => {
    await renderApp({ url: '/friend-invite?code=openinvite' });
    await waitFor(() => expect(inviteBox()).toHaveValue('OPENINVITE'));
    expect(await screen.findByText('Invite code applied')).toBeVisible();
  });

  it('says an expired code has expired, blocks the form, and lets the visitor go on without it', async () => {
    const { user } = await renderApp({ url: '/invite?code=EXPIRED2025' });
    const message = await screen.findByText(/this invite code has expired/i);
    expect(message).toBeVisible();
    expect(inviteBox()).toHaveAttribute('aria-invalid', 'true');

    await fillAccount(user, 'no-invite@example.com');
    await user.click(createAccount());
    // Nothing is sent with a refused code.
    expect(await recordedRegistrationCalls()).toEqual([]);

    await user.click(screen.getByRole('button', { name: /sign up without an invite code/i }));
    expect(inviteBox()).toHaveValue('');
    expect(screen.queryByText(/this invite code has expired/i)).not.toBeInTheDocument();
    await user.click(createAccount());
    expect(
      await screen.findByText(/we sent a 6-digit code to no-invite@example.com/i, {}, LAZY),
    ).toBeVisible();
    const [send] = await recordedRegistrationCalls();
    expect(send?.fields).not.toHaveProperty('user_code');
  });

  it('checks a typed code: an unknown one is not valid, fixing it applies it', async () => {
    const { user } = await renderApp({ url: '/invite' });
    expect(inviteBox()).toHaveValue('');
    await user.type(inviteBox(), 'wrong1');
    expect(inviteBox()).toHaveValue('WRONG1');
    expect(await screen.findByText(/this invite code is not valid/i, {}, LAZY)).toBeVisible();

    await user.clear(inviteBox());
    await user.type(inviteBox(), 'INVITE2026');
    expect(
      await screen.findByText('Invite code applied: Alice Sandbox invited you', {}, LAZY),
    ).toBeVisible();
    expect(screen.queryByText(/this invite code is not valid/i)).not.toBeInTheDocument();
  });

  it('refuses a malformed code without asking the exchange', async () => {
    const { user } = await renderApp({ url: '/invite' });
    await user.type(inviteBox(), 'ab');
    expect(await screen.findByText(/this invite code is not valid/i)).toBeVisible();
  });
});
