import { registerMiniApp, type MiniAppHost } from '@/sign-in/contracts/mini-app';
import { screen, waitFor, within } from '@testing-library/react';
import {
  CHAT_LINK_FAILURE_CODES,
  DIALOG_NAMES,
  RESIDENCE_CONFIRM_CODES,
} from '@/api/error-catalogue';
import { useCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { inAct, renderAppHook, type RenderAppOptions } from '../../../test/harness';
import { resetSandbox } from '../../../test/sandbox-server';

// Dialogs the sandbox has no login scenario for, opened the way a flow opens them.

/** The app's catalogue dialogs, opened the way a flow opens them (`useCatalogueDialog()`). */
async function renderDialogs(options: RenderAppOptions = {}) {
  const view = await renderAppHook(useCatalogueDialog, options);
  return { ...view, open: inAct(view.result.current) };
}

/** The open dialog, whichever of the two dialog roles it has. */
async function findAnyDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.queryByRole('dialog') ?? screen.queryByRole('alertdialog');
    if (!dialog) throw new Error('no dialog is open');
    return dialog;
  });
}

function anyDialog(): HTMLElement | null {
  return screen.queryByRole('dialog') ?? screen.queryByRole('alertdialog');
}

function preventNavigation(link: HTMLElement): HTMLElement {
  link.addEventListener('click', (event) => event.preventDefault());
  return link;
}

describe('catalogue dialogs opened by name', () => {
  beforeEach(() => {
    resetSandbox();
  });

  it.each(DIALOG_NAMES.map((name) => [name]))(
    '%s has a component that opens and closes with a choice',
    async (name) => {
      const { open, user } = await renderDialogs();
      const choice = open(name, { code: 41105, message: 'Server text' });
      const dialog = await findAnyDialog();
      expect(dialog).toHaveAccessibleName();
      const [first] = within(dialog).getAllByRole('button');
      if (first) await user.click(first);
      await expect(choice).resolves.toEqual(expect.any(String));
      await waitFor(() => expect(anyDialog()).not.toBeInTheDocument());
    },
  );

  it('31018 on registration: the info variant has a confirm button only and cannot be dismissed', async () => {
    const { open, user } = await renderDialogs();
    const choice = open('ipInfo', { code: 31018 });
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Service not available in your region',
    });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirm']);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(choice).resolves.toBe('confirm');
  });

  it('the IP-ban dialog falls back to the IP of the refusal when the lookup fails', async () => {
    const { open, toasts } = await renderDialogs({
      sandbox: { fail: [{ path: '/v3/public/user/ip-info', mode: 'http500' }] },
    });
    void open('ipBan', { code: 31018, result: { ip: '192.0.2.44' } });
    const dialog = await screen.findByRole('dialog', { name: 'Access restricted in your region' });
    expect(await within(dialog).findByText('192.0.2.44')).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('the generic dialog shows the translated message of a code that has one', async () => {
    const { open } = await renderDialogs();
    void open('genericMessage', { code: 10006, message: 'rate limited' });
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('the banned dialog shows when the ban can be lifted, in UTC', async () => {
    const { open } = await renderDialogs();
    void open('banned', { unblockAtMs: Date.UTC(2025, 0, 2, 13, 5) });
    const dialog = await screen.findByRole('dialog', { name: 'Account suspended' });
    expect(dialog).toHaveTextContent('You can unblock it after Jan 2, 2025, 1:05 PM UTC.');
  });

  it('the upgrade dialog adds the answer message under its notice', async () => {
    const { open } = await renderDialogs();
    void open('upgrade', { code: 40004, message: 'auth expired' });
    const dialog = await screen.findByRole('dialog', { name: 'Your account is being upgraded' });
    expect(dialog).toHaveTextContent('40004: auth expired');
  });

  it('the upgrade dialog shows a message of the flow as it is (code 0 is no error code)', async () => {
    const { open } = await renderDialogs();
    void open('upgrade', { code: 0, message: 'Please link your account again' });
    const dialog = await screen.findByRole('dialog', { name: 'Your account is being upgraded' });
    expect(dialog).toHaveTextContent('Please link your account again');
    expect(dialog).not.toHaveTextContent('0: Please');
  });

  it('the banned dialog shows the server message when there is one', async () => {
    const { open } = await renderDialogs();
    void open('banned', { code: 31003, message: 'This account has been banned' });
    const dialog = await screen.findByRole('dialog', { name: 'Account suspended' });
    expect(dialog).toHaveTextContent('This account has been banned');
    expect(dialog).not.toHaveTextContent('You can unblock it');
  });

  it('close mini app closes the chat app through its bridge', async () => {
    const close = vi.fn();
    registerMiniApp({ close } as unknown as MiniAppHost);
    try {
      const { open, user } = await renderDialogs();
      const choice = open('closeMiniApp', { code: 40004 });
      const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
      await user.click(within(dialog).getByRole('button', { name: 'Close mini app' }));
      await expect(choice).resolves.toBe('closeMiniApp');
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      registerMiniApp(null);
    }
  });

  it.each([
    ['telegramAlreadyBind', 'already linked to another account'],
    ['authFailureRelinkTip', 'Please link them again'],
    ['relinkBybitAccountTip', 'Please link them again'],
    ['telegramLinkSystemError', 'system error'],
    ['login1004', 'continue without it or try again'],
    ['register1001', 'continue without it or try again'],
  ])('failed to bind (%s) offers continue and bind again', async (code, reason) => {
    expect(CHAT_LINK_FAILURE_CODES).toContain(code);
    const { open, user } = await renderDialogs();
    const choice = open('failedToBind', { code });
    const dialog = await screen.findByRole('alertdialog', { name: 'Linking failed' });
    expect(dialog).toHaveTextContent(reason);
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Link again' }));
    await expect(choice).resolves.toBe('bindAgain');
  });

  it.each([
    ['mainSiteEuResidenceConfirm', 'Do you live in the EEA?', 'EU', 'eu.localhost'],
    ['euSiteNoEuResidenceConfirm', 'This platform is for EEA residents', 'global', 'localhost'],
    ['AeResidenceConfirm', 'Do you live in the UAE?', 'UAE', 'are.localhost'],
    ['ResidenceConfirm', 'Confirm your residence', 'global', 'localhost'],
  ])('residence %s: confirm goes to the other site', async (code, title, site, host) => {
    expect(RESIDENCE_CONFIRM_CODES).toContain(code);
    const { open, user } = await renderDialogs();
    const choice = open('residenceConfirm', { code });
    const dialog = await screen.findByRole('alertdialog', { name: title });
    const confirm = within(dialog).getByRole('link', { name: `Go to the ${site} site` });
    expect(confirm).toHaveAttribute('href', `http://${host}:${window.location.port}/register`);
    await user.click(preventNavigation(confirm));
    await expect(choice).resolves.toBe('confirm');
  });

  it('residence: cancel stays, or goes to the site the flow names', async () => {
    const { open, user } = await renderDialogs();
    const stay = open('residenceConfirm', { code: 'mainSiteEuResidenceConfirm' });
    await user.click(await screen.findByRole('button', { name: 'Stay on this site' }));
    await expect(stay).resolves.toBe('cancel');

    const elsewhere = open('residenceConfirm', {
      code: 'ResidenceConfirm',
      confirmEdition: 'eu',
      cancelEdition: 'nld',
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your residence' });
    const cancel = within(dialog).getByRole('link', { name: 'Go to the Netherlands site' });
    expect(cancel).toHaveAttribute('href', `http://nld.localhost:${window.location.port}/register`);
    expect(within(dialog).getByRole('link', { name: 'Go to the EU site' })).toBeInTheDocument();
    await user.click(preventNavigation(cancel));
    await expect(elsewhere).resolves.toBe('cancel');
  });

  it('a site switch without a host for the target keeps only the notice', async () => {
    const { open } = await renderDialogs({ editionOverrides: { editionHosts: {} } });
    void open('hkUserMismatch', { code: 400601 });
    const dialog = await screen.findByRole('dialog', {
      name: 'Please log in on our Hong Kong platform',
    });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Stay on this site' })).toBeInTheDocument();
  });

  it('speaks the visitor language (Arabic)', async () => {
    const { open } = await renderDialogs({ language: 'ar-SA' });
    void open('identityVerification', { code: 41107 });
    const dialog = await screen.findByRole('alertdialog', { name: 'التحقق من الهوية مطلوب' });
    expect(within(dialog).getByRole('link', { name: 'تحقق من هويتي' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
  });

  it('speaks the visitor language (Turkish)', async () => {
    const { open } = await renderDialogs({ language: 'tr-TR' });
    void open('failedToBind', { code: 'login1001' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Bağlantı kurulamadı' });
    expect(within(dialog).getByRole('button', { name: 'Yeniden bağla' })).toBeInTheDocument();
  });
});
