import { screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@/api/paths';
import { queryKeys } from '@/api/query-keys';
import { resetSandbox } from '@/../test/sandbox-server';
import { leavePage } from '@/sign-in/after-sign-in/leave-page';
import { renderApp, type RenderedApp } from '@/../test/harness';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn() }));

/**
 * A login's redirect_url against the whitelist the sandbox's GET /user/public/get-white-hosts
 * answers (docs/sandbox.md, "Redirect whitelist"; docs/requests-and-errors.md, "Redirect
 * safety"): a whitelisted partner origin is followed, any other origin lands on the default.
 */

async function logIn({ user }: RenderedApp) {
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'demo@example.com');
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Sandbox123');
  await user.click(screen.getByRole('button', { name: /^log in$/i }));
}

const loginWith = (target: string) => `/login?redirect_url=${encodeURIComponent(target)}`;

beforeEach(() => {
  resetSandbox();
  localStorage.clear();
  vi.mocked(leavePage).mockClear();
});

describe('login redirect_url and the API whitelist', () => {
  it('goes to an origin the API whitelists, asked once for the page', async () => {
    const harness = await renderApp({ url: loginWith('https://partner.example/en/welcome?x=1') });
    await logIn(harness);
    await waitFor(() =>
      expect(leavePage).toHaveBeenCalledWith('https://partner.example/en/welcome?x=1'),
    );
    const whiteHosts = harness.queryClient.getQueryState(queryKeys.whiteHosts());
    expect(whiteHosts?.data).toEqual([
      'https://partner.example',
      'https://pay.partner.example:8443',
    ]);
    // Started when the page mounted; the end of the sign-in read the same answer.
    expect(whiteHosts?.dataUpdateCount).toBe(1);
  });

  it('lands on the default destination for an origin nobody whitelists', async () => {
    const harness = await renderApp({ url: loginWith('https://evil.example/en/welcome') });
    await logIn(harness);
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/dashboard'));
    expect(leavePage).toHaveBeenCalledTimes(1);
  });

  it('refuses the partner origin on another port than the whitelisted one', async () => {
    const harness = await renderApp({ url: loginWith('https://pay.partner.example:9443/') });
    await logIn(harness);
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/dashboard'));
  });

  it('treats a failed whitelist call as no extra whitelist, and shows no error', async () => {
    const harness = await renderApp({
      url: loginWith('https://partner.example/en/welcome'),
      sandbox: { fail: [{ path: API_PATHS.whiteHosts, mode: 'http500', times: 5 }] },
    });
    await logIn(harness);
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/dashboard'));
    expect(harness.toasts).toEqual([]);
    expect(harness.wrapperDialogs).toEqual([]);
  });
});
