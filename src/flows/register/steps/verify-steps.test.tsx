import { act, screen, waitFor, within } from '@testing-library/react';
import { leavePage } from '@/sign-in/after-sign-in/leave-page';
import { renderApp, type RenderedApp } from '../../../../test/harness';
import { resetSandbox } from '../../../../test/sandbox-server';
import {
  openActivationLink,
  recordedRegistrationCalls,
} from '../test-support/registration-records';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn(), replacePage: vi.fn() }));

const goTo = vi.mocked(leavePage);

/** The steps after the form load on first use; a busy test machine may take a moment. */
const LAZY = { timeout: 5000 };

beforeEach(() => {
  resetSandbox();
  sessionStorage.clear();
  goTo.mockClear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

async function submitEmail(user: RenderedApp['user'], email: string) {
  await user.type(screen.getByLabelText(/^email/i, { selector: 'input' }), email);
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Sandbox123');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: /^create account$/i }));
}

describe('e-mail activation status screen', () => {
  it('waits, then completes by itself within 2 s of the link being opened', async () => {
    const { user } = await renderApp({ url: '/register?verify=link' });
    await submitEmail(user, 'linked-user@example.com');
    expect(await screen.findByText(/waiting for you to open the link/i, {}, LAZY)).toBeVisible();
    expect(
      screen.getByText(/we sent an activation link to linked-user@example.com/i),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /sandbox mailbox/i })).toHaveAttribute(
      'href',
      '/x-api/__sandbox/mailbox?to=linked-user%40example.com',
    );

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(goTo).not.toHaveBeenCalled();
    // Nothing is registered while the link has not been opened.
    expect((await recordedRegistrationCalls()).map((call) => call.path)).toEqual([
      '/user/public/register/send/verify/item',
    ]);

    await openActivationLink('linked-user@example.com');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    const info = (await recordedRegistrationCalls()).find(
      (call) => call.path === '/user/public/register/info',
    );
    expect(info?.fields).toMatchObject({ verify_type: 2, uuid: expect.any(String) });
    expect(info?.fields).not.toHaveProperty('emailverify');
  });

  it('stops on an expired link and offers to start again', async () => {
    const { user } = await renderApp({ url: '/register?verify=link' });
    await submitEmail(user, 'expired-link@example.com');
    await screen.findByText(/waiting for you to open the link/i, {}, LAZY);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText(/this activation link has expired/i)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /start again/i }));
    expect(screen.getByLabelText(/^email/i, { selector: 'input' })).toHaveValue(
      'expired-link@example.com',
    );
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('code step resend', () => {
  it('keeps resend disabled for 60 s, then sends again and counts again', async () => {
    const { user } = await renderApp({ url: '/register' });
    await submitEmail(user, 'resend@example.com');
    const waiting = await screen.findByRole('button', { name: 'Resend code in 60 s' }, LAZY);
    expect(waiting).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole('button', { name: 'Resend code in 1 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
    const sends = (await recordedRegistrationCalls()).filter((call) =>
      call.path.endsWith('/send/verify/item'),
    );
    expect(sends).toHaveLength(2);
  });
});

describe('code step help', () => {
  it('opens the e-mail help dialog from "Didn\'t receive a code?" and returns to the code', async () => {
    const { user } = await renderApp({ url: '/register' });
    await submitEmail(user, 'no-code@example.com');
    await user.click(await screen.findByRole('button', { name: "Didn't receive a code?" }, LAZY));
    const help = await screen.findByRole('dialog', { name: "Didn't receive a code?" }, LAZY);
    expect(within(help).getByText("If the e-mail hasn't arrived:")).toBeVisible();
    expect(
      within(help)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Check that the e-mail address is correct.',
      'Verification mail may be mistaken as spam mail, kindly check your junk mail folder.',
      'Refresh your inbox, or wait for the timer and resend the code.',
      'Still nothing? Contact customer support.',
    ]);
    await user.click(within(help).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(help).not.toBeInTheDocument());
    // The code step is still there to type the code into.
    expect(screen.getByRole('group', { name: /verification code/i })).toBeVisible();
  });
});
