import { act, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@/api/paths';
import type * as ShowToast from '@/ui/show-toast';
import { showToast } from '@/ui/show-toast';
import { leavePage } from '@/sign-in/after-sign-in/leave-page';
import { renderApp, type RenderedApp, type SandboxSetup } from '../../../test/harness';
import { resetSandbox } from '../../../test/sandbox-server';
import { recordedRegistrationCalls } from './test-support/registration-records';

// Registration never fails silently (docs/registration.md, "Refusals and failures"): every refused
// registration call shows what the error catalogue names, and the form keeps what was typed.

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn(), replacePage: vi.fn() }));
// The real toasts, watched for the duration the flow asks for.
vi.mock('@/ui/show-toast', async (importOriginal) => {
  const real = await importOriginal<ShowToastModule>();
  return { ...real, showToast: vi.fn(real.showToast) };
});

type ShowToastModule = typeof ShowToast;
type FailureRequest = NonNullable<SandboxSetup['fail']>[number];

const goTo = vi.mocked(leavePage);
const toast = vi.mocked(showToast);
const LAZY = { timeout: 5000 };
const EMAIL = 'refused-visitor@example.com';
const PASSWORD = 'Sandbox123';

const emailBox = () => screen.getByLabelText(/^email/i, { selector: 'input' });
const passwordBox = () => screen.getByLabelText(/^password/i, { selector: 'input' });
const createAccount = () => screen.getByRole('button', { name: /^create account$/i });

beforeEach(() => {
  resetSandbox();
  localStorage.clear();
  sessionStorage.clear();
  goTo.mockClear();
  toast.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

function failing(path: string, retCode: number): FailureRequest {
  return { path, mode: 'retCode', retCode };
}

async function renderRegister(fail: readonly FailureRequest[], url = '/register') {
  return renderApp({ url, sandbox: { fail } });
}

async function fillAndSubmit(user: RenderedApp['user']) {
  await user.type(emailBox(), EMAIL);
  await user.type(passwordBox(), PASSWORD);
  await user.click(screen.getByRole('checkbox'));
  await user.click(createAccount());
}

async function typeCode(user: RenderedApp['user'], code = '123456') {
  const group = await screen.findByRole('group', { name: /verification code/i }, LAZY);
  await user.type(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }), code);
}

/** The catalogue's dialogs are dialogs or alert dialogs; either is found by its title. */
async function findDialog(name: string | RegExp): Promise<HTMLElement> {
  return waitFor(
    () => {
      const found = [
        ...screen.queryAllByRole('dialog', { name }),
        ...screen.queryAllByRole('alertdialog', { name }),
      ];
      if (found.length !== 1) throw new Error(`no single dialog named ${String(name)}`);
      return found[0]!;
    },
    { timeout: 5000 },
  );
}

/** Back from the code step: the account form, with what was typed still in it. */
async function expectFormKept(user: RenderedApp['user']) {
  await user.click(await screen.findByRole('button', { name: /^back$/i }));
  expect(emailBox()).toHaveValue(EMAIL);
  expect(passwordBox()).toHaveValue(PASSWORD);
  expect(createAccount()).toBeEnabled();
}

describe('registration refusals: the register call', () => {
  it.each([
    [41102, 'Identity verification required'],
    [41107, 'Identity verification required'],
    [41007, 'Unsupported jurisdiction'],
    [400601, 'Please log in on our Hong Kong platform'],
    [400602, "This account can't use the Hong Kong platform"],
    [50101, 'Creating your account'],
  ])('%i opens the catalogue dialog "%s"; the form keeps its values', async (code, title) => {
    const { user, notify, track } = await renderRegister([failing(API_PATHS.registerInfo, code)]);
    await fillAndSubmit(user);
    await typeCode(user);
    const dialog = await findDialog(title);
    expect(dialog).toBeVisible();
    // The wrapper passes these codes to the flow: no toast besides the dialog.
    expect(notify.toast).not.toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith(
      'registerFailure',
      expect.objectContaining({ reason: 'registerFailed', code }),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The code step is ready for another try, and the form behind it kept what was typed.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue(''),
    );
    await expectFormKept(user);
    expect(goTo).not.toHaveBeenCalled();
  });

  it.each([41103, 41104, 41105, 41106, 41108, 400605, 400606])(
    '%i opens the generic message dialog with the server message',
    async (code) => {
      const { user } = await renderRegister([failing(API_PATHS.registerInfo, code)]);
      await fillAndSubmit(user);
      await typeCode(user);
      const dialog = await findDialog('Notice');
      expect(within(dialog).getByText(new RegExp(`^${code}: `))).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      await expectFormKept(user);
    },
  );

  it.each([10026, 30055, 41121, 41122, 41123, 41125, 41126, 41127, 41128])(
    '%i (passed over, nothing named) opens the upgrade dialog with the response data',
    async (code) => {
      const { user, notify } = await renderRegister([failing(API_PATHS.registerInfo, code)]);
      await fillAndSubmit(user);
      await typeCode(user);
      const dialog = await findDialog('Your account is being upgraded');
      expect(within(dialog).getByText(new RegExp(`^${code}: `))).toBeVisible();
      expect(notify.toast).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
      await expectFormKept(user);
    },
  );

  it('an unknown failure opens the upgrade dialog instead of a toast, and the retry registers', async () => {
    const { user, notify, tokens } = await renderRegister([failing(API_PATHS.registerInfo, 70001)]);
    await fillAndSubmit(user);
    await typeCode(user);
    const dialog = await findDialog('Your account is being upgraded');
    expect(within(dialog).getByText(/^70001: /)).toBeVisible();
    expect(notify.toast).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));

    // Resubmitted from the kept form: a new code, then the account is made.
    await expectFormKept(user);
    await user.click(createAccount());
    await typeCode(user);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    expect(tokens.get()).toBeTruthy();
  });

  it('a dropped connection (-200) on the register call opens the upgrade dialog', async () => {
    const { user, notify } = await renderRegister([
      { path: API_PATHS.registerInfo, mode: 'network' },
    ]);
    await fillAndSubmit(user);
    await typeCode(user);
    const dialog = await findDialog('Your account is being upgraded');
    expect(within(dialog).getByText(/network/i)).toBeVisible();
    expect(notify.toast).not.toHaveBeenCalled();
  });
});

describe('registration refusals: the send, verify and password calls', () => {
  it('41102 on the send call opens the dialog on the form, which keeps its values and sends again', async () => {
    const { user } = await renderRegister([failing(API_PATHS.registerSendVerifyItem, 41102)]);
    await fillAndSubmit(user);
    const dialog = await findDialog('Identity verification required');
    expect(within(dialog).getByRole('link', { name: 'Verify my identity' })).toHaveAttribute(
      'href',
      '/user/accounts/auth/personal',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(emailBox()).toHaveValue(EMAIL);
    expect(passwordBox()).toHaveValue(PASSWORD);
    await user.click(createAccount());
    expect(
      await screen.findByText(new RegExp(`we sent a 6-digit code to ${EMAIL}`, 'i')),
    ).toBeVisible();
    // The refused send was answered by the failure control; the second one reached the sandbox.
    const [send] = await recordedRegistrationCalls();
    expect(send).toMatchObject({
      path: API_PATHS.registerSendVerifyItem,
      fields: { email: EMAIL },
    });
  });

  it('41107 on the code check opens the identity dialog, not a wrong-code toast', async () => {
    const { user, notify } = await renderRegister([failing(API_PATHS.registerVerify, 41107)]);
    await fillAndSubmit(user);
    await typeCode(user);
    expect(await findDialog('Identity verification required')).toBeVisible();
    expect(notify.toast).not.toHaveBeenCalled();
  });

  it('400605 on the password step (step mode) opens the generic message dialog', async () => {
    const { user } = await renderRegister(
      [failing(API_PATHS.registerPassword, 400605)],
      '/register?mode=steps',
    );
    await user.click(screen.getByRole('button', { name: /sign up with email/i }));
    await user.type(screen.getByRole('textbox', { name: /email or phone number/i }), EMAIL);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /^continue$/i }));
    await typeCode(user);
    expect(await screen.findByRole('heading', { name: /set your password/i }, LAZY)).toBeVisible();
    await user.type(passwordBox(), PASSWORD);
    await user.click(createAccount());
    const dialog = await findDialog('Notice');
    expect(within(dialog).getByText(/^400605: /)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    // The password step stays, with the password still typed, ready to submit again.
    expect(screen.getByLabelText(/^password/i, { selector: 'input' })).toHaveValue(PASSWORD);
  });

  it('20100 on the send call is a 2 s toast of the code and the Chinese-e-mail message', async () => {
    const { user } = await renderRegister([failing(API_PATHS.registerSendVerifyItem, 20100)]);
    await fillAndSubmit(user);
    const text =
      '20100: E-mail addresses of mainland China mail providers cannot be used to sign up. Please use a different e-mail address.';
    expect(await screen.findByText(text)).toBeVisible();
    expect(toast).toHaveBeenCalledWith({ type: 'error', description: text, duration: 2000 });
    // The form keeps what was typed and can be sent again.
    expect(emailBox()).toHaveValue(EMAIL);
    expect(createAccount()).toBeEnabled();
  });
});

describe('the 20100 toast with fake timers', () => {
  it('closes after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderRegister([failing(API_PATHS.registerSendVerifyItem, 20100)]);
    await fillAndSubmit(user);
    const shown = (await screen.findByText(/^20100: /)).closest('[data-state]');
    expect(shown).toHaveAttribute('data-state', 'open');
    // The clock also runs by itself (the flow's own waits): 1.5 s on, the toast is still there;
    // 2.5 s on, it has gone.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(shown).toHaveAttribute('data-state', 'open');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() =>
      expect(shown?.isConnected === true && shown.getAttribute('data-state') === 'open').toBe(
        false,
      ),
    );
  });
});
