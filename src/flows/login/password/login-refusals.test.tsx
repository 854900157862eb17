import { screen, waitFor } from '@testing-library/react';
import { resetSandbox } from '@/../test/sandbox-server';
import { BAN_WINDOW_MS } from '../ban/ban-decision';
import { leavePage } from '@/sign-in/after-sign-in/leave-page';
import { renderApp, type RenderedApp } from '@/../test/harness';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn() }));

const HOUR = 3_600_000;

async function logIn(harness: RenderedApp, email: string) {
  await harness.user.type(screen.getByRole('textbox', { name: /email/i }), email);
  await harness.user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Sandbox123');
  await harness.user.click(screen.getByRole('button', { name: /^log in$/i }));
}

/**
 * jsdom's fetch keeps no cookies: the self_unbind_token cookie the refused login sets is put
 * where a browser would have it the moment the ban info is asked for.
 */
function keepSelfUnbindCookie(state: ReturnType<typeof resetSandbox>) {
  const original = window.fetch;
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).includes('/ban/einfo')) {
      const token = [...state.selfUnbindTokens.keys()].at(-1);
      document.cookie = `self_unbind_token=${token}; path=/`;
      return original(input, { ...init, body: JSON.stringify({ self_unbind_token: token }) });
    }
    return original(input, init);
  });
}

beforeEach(() => {
  vi.mocked(leavePage).mockClear();
  document.cookie = 'self_unbind_token=; path=/; max-age=0';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('bans (31003)', () => {
  it('shows the banned dialog with the unblock time 24 h after a ban of 2 h ago', async () => {
    const state = resetSandbox();
    const harness = await renderApp();
    const bannedAt = state.accounts.get('banned@example.com')!.bannedAtMs!;
    keepSelfUnbindCookie(state);
    await logIn(harness, 'banned@example.com');
    await waitFor(() =>
      expect(harness.catalogue).toContainEqual({
        name: 'banned',
        data: expect.objectContaining({ code: 31003 }),
      }),
    );
    const data = harness.catalogue.find((call) => call.name === 'banned')?.data;
    // The sandbox answers the ban start in whole seconds.
    expect(Math.abs((data?.unblockAtMs ?? 0) - (bannedAt + BAN_WINDOW_MS))).toBeLessThan(1000);
    expect(BAN_WINDOW_MS).toBe(24 * HOUR);
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('sends a ban of 3 days ago to the self-unblock page', async () => {
    const state = resetSandbox();
    const harness = await renderApp();
    keepSelfUnbindCookie(state);
    await logIn(harness, 'banned-old@example.com');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/self-unblock?fromScene=login'));
  });

  it('shows an error toast instead on an edition whose manifest says so (Hong Kong)', async () => {
    const state = resetSandbox();
    const harness = await renderApp({ edition: 'hkg', language: 'en-HK' });
    keepSelfUnbindCookie(state);
    await logIn(harness, 'banned-old@example.com');
    expect(await screen.findByText(/^31003: This account is banned/)).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
  });
});

describe('refusals with dialogs', () => {
  beforeEach(() => {
    resetSandbox();
  });

  it("opens the IP-ban dialog with the visitor's IP for 31018", async () => {
    const harness = await renderApp();
    await logIn(harness, 'iprestricted@example.com');
    await waitFor(() =>
      expect(harness.catalogue).toContainEqual({
        name: 'ipBan',
        data: expect.objectContaining({ code: 31018, result: { ip: '203.0.113.7' } }),
      }),
    );
  });

  it.each([
    ['jurisdiction@example.com', 'unsupportedJurisdiction'],
    ['hk-user@example.com', 'hkUserMismatch'],
    ['hk-site@example.com', 'hkSiteMismatch'],
    ['kyc@example.com', 'identityVerification'],
    ['review@example.com', 'genericMessage'],
    ['upgrading@example.com', 'creatingAccount'],
  ] as const)('opens the catalogue dialog for %s (%s)', async (email, dialog) => {
    const harness = await renderApp();
    await logIn(harness, email);
    await waitFor(() => expect(harness.catalogue.map((call) => call.name)).toEqual([dialog]));
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('leaves the phone-restricted dialog (31020) to the request wrapper', async () => {
    const harness = await renderApp();
    await logIn(harness, 'phonerestricted@example.com');
    await waitFor(() => expect(harness.wrapperDialogs).toEqual(['phoneRestricted']));
    expect(harness.catalogue).toEqual([]);
  });
});
