import { act, screen, waitFor, within } from '@testing-library/react';
import { login } from '@/api/endpoints/login';
import { catalogueEntry, type DialogName } from '@/api/error-catalogue';
import type { ApiResult } from '@/api/request';
import {
  useCatalogueDialog,
  type CatalogueDialogData,
} from '@/sign-in/contracts/catalogue-dialogs';
import { SANDBOX_PASSWORD } from '@/sandbox/fixtures/accounts';
import { inAct, renderAppHook, type RenderAppOptions } from '../../../test/harness';
import { resetSandbox } from '../../../test/sandbox-server';

// Each dialog of the catalogue, reached the way a visitor reaches it: a login against the
// sandbox answers a code, the catalogue names the dialog, the flow opens it with the answer.

/** The app's catalogue dialogs, opened the way a flow opens them (`useCatalogueDialog()`). */
async function renderDialogs(options: RenderAppOptions = {}) {
  const view = await renderAppHook(useCatalogueDialog, options);
  return { ...view, open: inAct(view.result.current) };
}

function answerData(answer: ApiResult<unknown> | undefined): CatalogueDialogData {
  if (!answer) throw new Error('the call had no answer');
  return { code: answer.retCode, message: answer.retMsg, result: answer.rawResult };
}

/** The first dialog the catalogue tells the calling flow to open for this code. */
function callerDialog(code: number): DialogName {
  const dialog = catalogueEntry(code)?.caller?.dialogs?.[0];
  if (!dialog) throw new Error(`the catalogue names no dialog for ${code}`);
  return dialog;
}

async function loginAs(
  client: Parameters<typeof login>[0],
  email: string,
  password = SANDBOX_PASSWORD,
) {
  return login(client, { username: email, password });
}

describe('catalogue dialogs from sandbox answers', () => {
  beforeEach(() => {
    const state = resetSandbox();
    state.settings.visitor = { country: 'GB', ip: '198.51.100.23' };
  });

  it("31018 (iprestricted@example.com): the IP-ban dialog shows the visitor's IP from the IP info lookup", async () => {
    const { client, open } = await renderDialogs();
    const answer = await loginAs(client, 'iprestricted@example.com');
    expect(answer?.retCode).toBe(31018);
    expect(callerDialog(31018)).toBe('ipBan');

    void open('ipBan', answerData(answer));
    const dialog = await screen.findByRole('dialog', { name: 'Access restricted in your region' });
    expect(await within(dialog).findByText('198.51.100.23')).toBeInTheDocument();
    expect(within(dialog).getByText(/your ip address/i)).toBeInTheDocument();
  });

  it('31030 after 5 wrong passwords: the over-limit dialog offers a password reset', async () => {
    const { client, open, user } = await renderDialogs();
    let answer;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      answer = await loginAs(client, 'demo+overlimit@example.com', 'Wrong-Password-1');
    }
    expect(answer?.retCode).toBe(31030);
    const choice = open(callerDialog(31030), answerData(answer));
    const dialog = await screen.findByRole('alertdialog', { name: 'Too many attempts' });
    expect(within(dialog).getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      '/app/user/retrieve',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try later' }));
    await expect(choice).resolves.toBe('later');
  });

  it('31020 (phonerestricted@example.com): the request wrapper opens the phone dialog itself', async () => {
    const { client, toasts } = await renderDialogs();
    // The wrapper opens this dialog while the call settles, as it would in the app.
    const answer = await act(() => loginAs(client, 'phonerestricted@example.com'));
    expect(answer?.retCode).toBe(31020);
    expect(
      await screen.findByRole('dialog', { name: 'Phone number not supported' }),
    ).toHaveTextContent(/use your email address/i);
    expect(toasts).toEqual([]);
  });

  it('41007 (jurisdiction@example.com): the unsupported-jurisdiction dialog', async () => {
    const { client, open, toasts, user } = await renderDialogs();
    const answer = await loginAs(client, 'jurisdiction@example.com');
    expect(answer?.retCode).toBe(41007);
    expect(toasts).toEqual([]);
    const choice = open(callerDialog(41007), answerData(answer));
    const dialog = await screen.findByRole('dialog', { name: 'Unsupported jurisdiction' });
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(choice).resolves.toBe('confirm');
  });

  it('400601 (hk-user@example.com): sends a Hong Kong account to the Hong Kong platform', async () => {
    const { client, open } = await renderDialogs();
    const answer = await loginAs(client, 'hk-user@example.com');
    expect(answer?.retCode).toBe(400601);
    void open(callerDialog(400601), answerData(answer));
    const dialog = await screen.findByRole('dialog', {
      name: 'Please log in on our Hong Kong platform',
    });
    expect(within(dialog).getByRole('link', { name: 'Go to the Hong Kong site' })).toHaveAttribute(
      'href',
      `http://hkg.localhost:${window.location.port}/login`,
    );
  });

  it('400602 (hk-site@example.com): sends an account that is not a Hong Kong one to the global site', async () => {
    const { client, open, user } = await renderDialogs();
    const answer = await loginAs(client, 'hk-site@example.com');
    expect(answer?.retCode).toBe(400602);
    const choice = open(callerDialog(400602), answerData(answer));
    const dialog = await screen.findByRole('dialog', {
      name: "This account can't use the Hong Kong platform",
    });
    expect(within(dialog).getByRole('link', { name: 'Go to the global site' })).toHaveAttribute(
      'href',
      `http://localhost:${window.location.port}/login`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this site' }));
    await expect(choice).resolves.toBe('close');
  });

  it("41102 (kyc@example.com): 'verify my identity' leads to personal verification, 'go back' stays", async () => {
    const { client, open, user } = await renderDialogs();
    const answer = await loginAs(client, 'kyc@example.com');
    expect(answer?.retCode).toBe(41102);
    expect(catalogueEntry(41107)?.caller?.dialogs).toEqual(['identityVerification']);
    const choice = open(callerDialog(41102), answerData(answer));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Identity verification required',
    });
    expect(within(dialog).getByRole('link', { name: 'Verify my identity' })).toHaveAttribute(
      'href',
      '/user/accounts/auth/personal',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await expect(choice).resolves.toBe('back');
  });

  it("41103 (review@example.com): the generic dialog shows 'code: message' when there is no translation", async () => {
    const { client, open } = await renderDialogs();
    const answer = await loginAs(client, 'review@example.com');
    expect(answer?.retCode).toBe(41103);
    void open(callerDialog(41103), answerData(answer));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      '41103: Your account is under review',
    );
  });

  it("50101 (upgrading@example.com): 'Creating account' with a way back home", async () => {
    const { client, open, user } = await renderDialogs();
    const answer = await loginAs(client, 'upgrading@example.com');
    expect(answer?.retCode).toBe(50101);
    const choice = open(callerDialog(50101), answerData(answer));
    const dialog = await screen.findByRole('dialog', { name: 'Creating your account' });
    const home = within(dialog).getByRole('link', { name: 'Back to home' });
    expect(home).toHaveAttribute('href', '/en');
    // The link's own navigation is the browser's; jsdom cannot follow it.
    home.addEventListener('click', (event) => event.preventDefault());
    await user.click(home);
    await expect(choice).resolves.toBe('home');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
