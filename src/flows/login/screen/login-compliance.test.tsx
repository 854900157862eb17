import { act, screen, waitFor } from '@testing-library/react';
import { resetSandbox, postSandboxControl } from '@/../test/sandbox-server';
import { renderApp } from '@/../test/harness';

/** The compliance answer the sandbox gives (docs/sandbox.md, "Compliance config"). */
const complianceAnswer = (body: Record<string, unknown>) => postSandboxControl('compliance', body);

/** Lets the page's config and IP-info calls settle (the block shows nothing until they have). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

beforeEach(() => {
  resetSandbox();
  localStorage.clear();
});

describe('login screen: what the site-compliance config hides', () => {
  it('shows every option when the config hides nothing', async () => {
    await renderApp();
    expect(tabNames()).toEqual(['Email', 'Mobile', 'QR code']);
    expect(await screen.findByRole('group', { name: /or sign in with/i })).toBeVisible();
  });

  it('hides the QR tab, the mobile tab and the third-party block the config names', async () => {
    await complianceAnswer({ hideOptions: ['qr', 'phone', 'thirdParty'] });
    await renderApp();
    await waitFor(() => expect(tabNames()).toEqual(['Email']));
    await settle();
    expect(screen.queryByRole('group', { name: /or sign in with/i })).toBeNull();
    // The form itself stays usable.
    expect(screen.getByRole('button', { name: /^log in$/i })).toBeEnabled();
  });

  it("reads action 'hide' as hiding the third-party block alone", async () => {
    await complianceAnswer({ action: 'hide' });
    await renderApp();
    await settle();
    expect(screen.queryByRole('group', { name: /or sign in with/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    expect(tabNames()).toEqual(['Email', 'Mobile', 'QR code']);
  });

  it('moves a visitor whose stored tab is hidden to the first tab', async () => {
    localStorage.setItem('login-tab', 'qr');
    await complianceAnswer({ hideOptions: ['qr'] });
    await renderApp();
    await waitFor(() => expect(tabNames()).toEqual(['Email', 'Mobile']));
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  });

  it('hides nothing, without a toast, when the config call fails', async () => {
    const { notify } = await renderApp({
      sandbox: { fail: [{ path: '/v3/config/web', mode: 'http500', times: 5 }] },
    });
    await waitFor(() => expect(tabNames()).toEqual(['Email', 'Mobile', 'QR code']));
    expect(notify.toast).not.toHaveBeenCalled();
  });
});
