import { act, screen, waitFor, within } from '@testing-library/react';
import { TOAST_MS } from '@/api/error-constants';
import { bridgeMessage } from '@/lib/turkey-bridge-protocol';
import { leavePage } from '@/sign-in/after-sign-in/leave-page';
import type * as ShowToast from '@/ui/show-toast';
import { showToast } from '@/ui/show-toast';
import { renderApp, type RenderedApp } from '../../../test/harness';
import { currentSandbox, resetSandbox } from '../../../test/sandbox-server';
import { issueQuickToken, linkedTurkeyAccount } from '../../../test/turkey-bridge-tokens';
import { TURKEY_REGISTER_SOURCE } from './register-source';
import { TURKEY_BRIDGE_REFUSED } from './start-bridge';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn(), replacePage: vi.fn() }));
// The real toasts, watched for the duration the bridge asks for.
vi.mock('@/ui/show-toast', async (importOriginal) => {
  const real = await importOriginal<ShowToastModule>();
  return { ...real, showToast: vi.fn(real.showToast) };
});

type ShowToastModule = typeof ShowToast;

const goTo = vi.mocked(leavePage);
const toast = vi.mocked(showToast);
const LAZY = { timeout: 5000 };

/** The main site (global) as the test page sees it: sandbox hosts on the page's own port. */
const port = () => (window.location.port ? `:${window.location.port}` : '');
const mainOrigin = () => `${window.location.protocol}//localhost${port()}`;

let popupFrame: HTMLIFrameElement;
let open: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  goTo.mockClear();
  toast.mockClear();
  resetSandbox();
  // The popup: a real window (a message's source must be one), which window.open hands back.
  popupFrame = document.createElement('iframe');
  document.body.append(popupFrame);
  open = vi.spyOn(window, 'open').mockReturnValue(popupFrame.contentWindow);
});

afterEach(() => {
  open.mockRestore();
  popupFrame.remove();
  vi.useRealTimers();
});

async function clickBridge(app: RenderedApp) {
  await app.user.click(
    await screen.findByRole('button', { name: 'Continue with your Türkiye account' }, LAZY),
  );
  // The listener's code loads on the click.
  await act(() => import('./bridge-session'));
}

function post(data: unknown, origin = mainOrigin(), source = popupFrame.contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('Turkey bridge: the Turkey page', () => {
  it('register page: opens the popup at /en/tr-authorized?type=BIND_TR on the main site', async () => {
    const app = await renderApp({ edition: 'tur', url: '/register', strings: 'en' });
    await clickBridge(app);
    expect(open).toHaveBeenCalledWith(
      `${mainOrigin()}/en/tr-authorized?type=BIND_TR`,
      'tr-authorized',
      expect.stringContaining('width=600,height=600,top=100'),
    );
  });

  it("BIND_TR: binds by the popup's quick token and shows 'link successful' for 4 s", async () => {
    const app = await renderApp({ edition: 'tur', url: '/register', strings: 'en' });
    await clickBridge(app);
    const close = vi.spyOn(popupFrame.contentWindow!, 'close');
    const token = await issueQuickToken('demo+bind@example.com', 'BIND_TR');

    post(bridgeMessage('BIND_TR', token));

    expect(await screen.findByText('Link successful', {}, LAZY)).toBeVisible();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', description: 'Link successful', duration: 4000 }),
    );
    expect(TOAST_MS.turkeyBindSuccess).toBe(4000);
    expect(close).toHaveBeenCalled();
    expect(linkedTurkeyAccount('demo+bind@example.com')?.site).toBe('TUR');
    // A bind is not a sign-in: the visitor stays on the page.
    expect(goTo).not.toHaveBeenCalled();
  });

  it('ignores a message from another origin, another window or of another type', async () => {
    const app = await renderApp({ edition: 'tur', url: '/register', strings: 'en' });
    await clickBridge(app);
    const token = await issueQuickToken('demo+ignored@example.com', 'BIND_TR');

    post(bridgeMessage('BIND_TR', token), 'http://evil.localhost');
    post(bridgeMessage('BIND_TR', token), mainOrigin(), window);
    post(bridgeMessage('LOGIN_TR', token));

    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(currentSandbox().turkeyBridge.quickTokens.has(token)).toBe(true);
    expect(app.sandbox.registrationRequests).toHaveLength(0);
    expect(toast).not.toHaveBeenCalled();
  });

  it('a refused bind goes to the error callback: the server message is shown and tracked', async () => {
    const app = await renderApp({ edition: 'tur', url: '/register', strings: 'en' });
    await clickBridge(app);
    // demo@example.com starts linked to tr-demo@example.com (docs/sandbox.md, "The Turkey bridge").
    post(bridgeMessage('BIND_TR', await issueQuickToken('demo@example.com', 'BIND_TR')));

    await waitFor(() =>
      expect(app.toasts.map((shown) => shown.message)).toContainEqual(
        expect.stringContaining('already linked'),
      ),
    );
    expect(app.tracked).toContainEqual(
      expect.objectContaining({
        event: TURKEY_BRIDGE_REFUSED,
        data: { type: 'BIND_TR', retCode: 30802 },
      }),
    );
    expect(screen.queryByText('Link successful')).toBeNull();
  });

  it('an expired quick token is refused (30801)', async () => {
    const app = await renderApp({ edition: 'tur', url: '/register', strings: 'en' });
    await clickBridge(app);
    const token = await issueQuickToken('demo+late@example.com', 'BIND_TR');
    const record = currentSandbox().turkeyBridge.quickTokens.get(token)!;
    currentSandbox().turkeyBridge.quickTokens.set(token, {
      ...record,
      expiresAtMs: Date.now() - 1,
    });

    post(bridgeMessage('BIND_TR', token));

    await waitFor(() =>
      expect(app.tracked).toContainEqual(
        expect.objectContaining({ data: { type: 'BIND_TR', retCode: 30801 } }),
      ),
    );
  });

  it('LOGIN_TR: logs the Turkey page in as the linked Turkey account and goes to its landing', async () => {
    const app = await renderApp({ edition: 'tur', url: '/login', strings: 'en' });
    await clickBridge(app);
    expect(open).toHaveBeenCalledWith(
      `${mainOrigin()}/en/tr-authorized?type=LOGIN_TR`,
      'tr-authorized',
      expect.any(String),
    );

    post(bridgeMessage('LOGIN_TR', await issueQuickToken('demo@example.com', 'LOGIN_TR')));

    await waitFor(() => expect(goTo).toHaveBeenCalled(), LAZY);
    const token = app.tokens.get();
    expect(token).toBeTruthy();
    const state = currentSandbox();
    expect(state.accounts.get(state.sessions.get(token!)!)?.email).toBe('tr-demo@example.com');
    // Turkey hosts land on /{lang} (docs/login.md, "After sign-in").
    expect(goTo).toHaveBeenCalledWith('/tr-TUR');
  });

  it('registers with the Turkey sign-up scene: from is the Turkey register source', async () => {
    const { user, sandbox } = await renderApp({ edition: 'tur', url: '/register', strings: 'en' });
    await user.type(screen.getByLabelText(/^email/i, { selector: 'input' }), 'tr-new@example.com');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Sandbox123');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: /^create account$/i }));
    const group = await screen.findByRole('group', { name: /verification code/i }, LAZY);
    await user.type(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await waitFor(() => expect(goTo).toHaveBeenCalled(), LAZY);
    // The calls that carry the account (send-code and register) carry the source.
    const withAccount = sandbox.registrationRequests.filter((call) => 'email' in call.fields);
    expect(withAccount.length).toBeGreaterThanOrEqual(2);
    for (const call of withAccount) {
      expect(call.fields).toMatchObject({
        email: 'tr-new@example.com',
        from: TURKEY_REGISTER_SOURCE,
      });
    }
  });
});

describe("Turkey bridge: 'link successful' lasts 4 s", () => {
  it('is gone after 4 s', async () => {
    const app = await renderApp({ edition: 'tur', url: '/register', strings: 'en' });
    await clickBridge(app);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    post(bridgeMessage('BIND_TR', await issueQuickToken('demo+timer@example.com', 'BIND_TR')));
    expect(await screen.findByText('Link successful', {}, LAZY)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Link successful')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.queryByText('Link successful')).toBeNull());
  });
});
