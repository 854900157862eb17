import { act, screen, waitFor, within } from '@testing-library/react';
import type { WidgetEvent, WidgetSwitches } from '@/embed/protocol';
import { leavePage } from '@/sign-in/after-sign-in/leave-page';
import { renderApp, type RenderAppOptions, type RenderedApp } from '../../../test/harness';
import { resetSandbox } from '../../../test/sandbox-server';
import { REFERRAL_COOKIE } from '@/sign-in/after-sign-in/register-success';
import type { WidgetBridge } from './widget-bridge';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn(), replacePage: vi.fn() }));
// The third-party providers' scripts are the sandbox's stand-ins (as in third-party-block.test).
vi.mock('@/sign-in/browser/load-script', async () =>
  (await import('../../../test/third-party-stand-ins')).loadScriptWithStandIns(),
);

const HOST = 'http://127.0.0.1:9000';
const FRAME = `embed=w1&embedHost=${encodeURIComponent(HOST)}`;
const PASSWORD = 'Sandbox123';

type Handlers = Parameters<WidgetBridge['listen']>[0];

/** A bridge that records what the frame tells the host, and lets the test speak as the host. */
function recordingBridge() {
  const active = new Set<Handlers>();
  const bridge = {
    id: 'w1',
    hostOrigin: HOST,
    send: vi.fn<WidgetBridge['send']>(),
    navigateTop: vi.fn<WidgetBridge['navigateTop']>(),
    listen: vi.fn<WidgetBridge['listen']>((handlers) => {
      active.add(handlers);
      return () => active.delete(handlers);
    }),
  } satisfies WidgetBridge;
  const events = (type?: WidgetEvent['type']): WidgetEvent[] =>
    bridge.send.mock.calls.map(([event]) => event).filter((e) => !type || e.type === type);
  const host = {
    update: (switches: WidgetSwitches) =>
      act(() => {
        for (const handlers of active) handlers.update(switches);
      }),
    listening: () => active.size,
  };
  return { bridge, events, host };
}

async function renderFrame(
  url: string,
  {
    display = 'page',
    ...options
  }: Omit<RenderAppOptions, 'url' | 'widget'> & {
    display?: 'page' | 'modal';
  } = {},
) {
  const recording = recordingBridge();
  const harness = await renderApp({
    strings: 'en',
    ...options,
    url,
    widget: { kind: 'frame', bridge: recording.bridge, display },
  });
  return { ...harness, ...recording };
}

async function logIn({ user }: RenderedApp, identifier: string) {
  await user.type(screen.getByRole('textbox', { name: /email/i }), identifier);
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), PASSWORD);
  await user.click(screen.getByRole('button', { name: /^log in$/i }));
}

/** Every key of a value, at any depth. */
function keysOf(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap(keysOf);
  return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)]);
}

/** jsdom has no ResizeObserver; the frame's auto-sizing watches the page with one. */
class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', StillResizeObserver);
  resetSandbox();
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(leavePage).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  // The stand-ins' windows live on document.body, outside what Testing Library unmounts.
  for (const node of document.querySelectorAll('[data-sandbox-stand-in]')) node.remove();
});

const languagePicker = () => screen.queryByRole('combobox', { name: 'Language' });
const colorModeToggle = () =>
  screen.queryByRole('button', { name: /switch to (dark|light) mode/i });

describe('the login page as the widget frame (page display)', () => {
  it('reports loaded once and shows no site header', async () => {
    const frame = await renderFrame(`/login?${FRAME}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await waitFor(() =>
      expect(frame.events('loaded-success')).toEqual([{ type: 'loaded-success', view: 'login' }]),
    );
    expect(frame.events('loaded-error')).toEqual([]);
    expect(languagePicker()).toBeNull();
    expect(colorModeToggle()).toBeNull();
    // The page's height goes to the host. jsdom lays nothing out (every height is 0, which is
    // never reported): the page is given a height, as a browser would measure it.
    const scrollHeight = vi
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this === document.body ? 640 : 0;
      });
    document.body.append(Object.assign(document.createElement('p'), { id: 'relayout' }));
    await waitFor(() => expect(frame.events('resize')).toEqual([{ type: 'resize', height: 640 }]));
    scrollHeight.mockRestore();
    expect(frame.bridge.listen).toHaveBeenCalled();
    expect(frame.host.listening()).toBe(1);
    // A later render sends no second loaded-success.
    await frame.user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(frame.events('loaded-success')).toHaveLength(1);
  });

  it('has the site header when the same page is opened on its own', async () => {
    await renderApp({ url: `/login?${FRAME}` });
    expect(languagePicker()).toBeInTheDocument();
    expect(colorModeToggle()).toBeInTheDocument();
  });

  it('hands the host the login without credentials, and stays signed in in the frame', async () => {
    const frame = await renderFrame(`/login?${FRAME}`);
    await logIn(frame, 'demo@example.com');

    await waitFor(() => expect(frame.events('success')).toHaveLength(1));
    const [success] = frame.events('success');
    expect(success).toEqual({
      type: 'success',
      method: 'login',
      isNewUser: false,
      result: expect.objectContaining({ id: expect.anything() }),
    });
    const { result } = success as Extract<WidgetEvent, { type: 'success' }>;
    expect(String(result.id)).toBe('10000001');
    expect(keysOf(result).filter((key) => /token/i.test(key))).toEqual([]);
    expect(JSON.stringify(result)).not.toContain(frame.tokens.get() ?? 'no token');

    expect(
      await screen.findByRole('heading', { level: 1, name: "You're signed in" }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('You can carry on where you were.');
    expect(screen.queryByRole('button', { name: /^log in$/i })).toBeNull();
    expect(leavePage).not.toHaveBeenCalled();
    expect(frame.bridge.navigateTop).not.toHaveBeenCalled();
    expect(frame.tokens.get()).toMatch(/\S/);
    expect(frame.sandbox.sessions.get(frame.tokens.get() ?? '')).toBe('demo@example.com');
  });
});

describe('the login modal as the widget frame (modal display)', () => {
  it('is a dialog named by the login title whose close button tells the host', async () => {
    const frame = await renderFrame(`/login?${FRAME}&display=modal`, { display: 'modal' });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    // No stand-in host page behind it: the host's own page is.
    expect(screen.queryByRole('heading', { level: 1, name: 'Exchange' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /email/i })).toBeVisible();
    await waitFor(() =>
      expect(frame.events('loaded-success')).toEqual([{ type: 'loaded-success', view: 'login' }]),
    );
    // The modal fills the viewport: no height reports.
    expect(frame.events('resize')).toEqual([]);

    await frame.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(frame.events('close')).toEqual([{ type: 'close', reason: 'ManualShutdown' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape by default, telling the host', async () => {
    const frame = await renderFrame(`/login?${FRAME}&display=modal`, { display: 'modal' });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    await frame.user.click(within(dialog).getByRole('textbox', { name: /email/i }));
    await frame.user.keyboard('{Escape}');
    await waitFor(() =>
      expect(frame.events('close')).toEqual([{ type: 'close', reason: 'ManualShutdown' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no close button and ignores Escape with closable=0', async () => {
    const frame = await renderFrame(`/login?${FRAME}&display=modal&closable=0`, {
      display: 'modal',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await frame.user.click(within(dialog).getByRole('textbox', { name: /email/i }));
    await frame.user.keyboard('{Escape}');
    // Give a close the time it takes above.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    expect(frame.events('close')).toEqual([]);
  });
});

describe('the switches of the widget on the login page', () => {
  it('shows the way to sign up (keeping the frame query) and the third-party buttons by default', async () => {
    await renderFrame(`/login?${FRAME}`);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      `/register?${FRAME}`,
    );
    const group = await screen.findByRole('group', { name: /or sign in with/i });
    expect(
      await within(group).findByRole('button', { name: 'Sign in with Google' }),
    ).toBeInTheDocument();
  });

  it('has no way to sign up with hideToggle=1 or hideRegister=1', async () => {
    const first = await renderFrame(`/login?${FRAME}&hideToggle=1`);
    expect(screen.getByRole('button', { name: /^log in$/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByText("Don't have an account?")).toBeNull();
    first.unmount();

    await renderFrame(`/login?${FRAME}&hideRegister=1`);
    expect(screen.getByRole('button', { name: /^log in$/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('has no third-party buttons with hideThirdParty=1', async () => {
    const frame = await renderFrame(`/login?${FRAME}&hideThirdParty=1`);
    await waitFor(() => expect(frame.events('loaded-success')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /or sign in with/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /sign in with/i })).toBeNull();
    expect(screen.queryByText(/or sign in with/i)).toBeNull();
  });

  it("re-renders with the host's new switches without reloading, keeping what was typed", async () => {
    const frame = await renderFrame(`/login?${FRAME}`);
    await screen.findByRole('group', { name: /or sign in with/i });
    const email = screen.getByRole('textbox', { name: /email/i });
    await frame.user.type(email, 'typed@example.com');

    await frame.host.update({ view: 'login', hideThirdParty: true });

    await waitFor(() =>
      expect(screen.queryByRole('group', { name: /or sign in with/i })).toBeNull(),
    );
    expect(screen.getByRole('textbox', { name: /email/i })).toBe(email);
    expect(email).toHaveValue('typed@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    // Still the frame, with the same id and host, and no second loaded-success.
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/register\\?${FRAME}&.*hideThirdParty=1`)),
    );
    expect(frame.events('loaded-success')).toHaveLength(1);
    expect(frame.host.listening()).toBe(1);
  });
});

describe('the register page as the widget frame', () => {
  const email = () => screen.getByLabelText(/^email/i, { selector: 'input' });

  it('shows the referral field and the way to log in by default', async () => {
    await renderFrame(`/register?${FRAME}`);
    expect(screen.getByRole('heading', { level: 1, name: /create your account/i })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /referral code/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /log in/i })).toHaveAttribute(
      'href',
      `/login?${FRAME}`,
    );
  });

  it('honours hideReferral, invitePage and hideToggle, and reports loaded', async () => {
    const frame = await renderFrame(`/register?${FRAME}&hideReferral=1&invitePage=1&hideToggle=1`);
    expect(
      screen.getByRole('heading', { level: 1, name: "You've been invited to join" }),
    ).toBeVisible();
    expect(email()).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /referral code/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /log in/i })).toBeNull();
    await waitFor(() =>
      expect(frame.events('loaded-success')).toEqual([
        { type: 'loaded-success', view: 'register' },
      ]),
    );
  });

  it('hands the host a registration as a new user, without credentials', async () => {
    const frame = await renderFrame(`/register?${FRAME}&hideReferral=1`);
    await frame.user.type(email(), 'widget-user@example.com');
    await frame.user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), PASSWORD);
    await frame.user.click(screen.getByRole('checkbox'));
    await frame.user.click(screen.getByRole('button', { name: /^create account$/i }));
    const code = await screen.findByRole('group', { name: /verification code/i });
    await frame.user.type(within(code).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');

    await waitFor(() => expect(frame.events('success')).toHaveLength(1));
    const [success] = frame.events('success');
    expect(success).toMatchObject({ type: 'success', isNewUser: true, method: 'register' });
    const { result } = success as Extract<WidgetEvent, { type: 'success' }>;
    expect(keysOf(result).filter((key) => /token|password/i.test(key))).toEqual([]);
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're signed in" }),
    ).toBeVisible();
    expect(leavePage).not.toHaveBeenCalled();
    expect(frame.tokens.get()).toMatch(/\S/);
  });
});

describe('a third-party sign-up in the register frame', () => {
  it(
    "hands the host the new account with 'thirdPartyLogin', after the sign-up's side effects",
    {
      timeout: 30000,
    },
    async () => {
      document.cookie = `${REFERRAL_COOKIE}=SANDBOXREF; path=/`;
      const frame = await renderFrame(`/register?${FRAME}&source=cabital`);
      // The button is busy until Apple's script has loaded (slow on first use).
      const appleButton = await screen.findByRole('button', { name: /sign up with apple/i });
      await waitFor(() => expect(appleButton).toBeEnabled(), { timeout: 15000 });
      await frame.user.click(appleButton);
      const apple = await screen.findByRole('dialog', { name: 'Sign in with Apple' });
      await frame.user.type(within(apple).getByLabelText('Apple ID'), 'widget-apple@example.com');
      await frame.user.click(within(apple).getByRole('button', { name: 'Continue' }));

      await waitFor(() => expect(frame.events('success')).toHaveLength(1));
      expect(frame.events('success')[0]).toMatchObject({
        type: 'success',
        isNewUser: true,
        method: 'thirdPartyLogin',
      });
      expect(leavePage).not.toHaveBeenCalled();
      expect(document.cookie).not.toContain(REFERRAL_COOKIE);
      expect(
        frame.sandbox.registrationRequests.filter((call) =>
          call.path.endsWith('/cabital/post-register'),
        ),
      ).toHaveLength(1);
    },
  );
});

describe('the third-party view', () => {
  it('reports loaded on an edition with third-party sign-in', async () => {
    const frame = await renderFrame(`/third-party?${FRAME}`);
    expect(await screen.findByRole('group', { name: /or sign in with/i })).toBeInTheDocument();
    expect(frame.events('loaded-success')).toEqual([
      { type: 'loaded-success', view: 'third-party' },
    ]);
    // The full login's way in is the host's business in the widget.
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('reports bad-options on Turkey, which has none, and shows nothing', async () => {
    const frame = await renderFrame(`/third-party?${FRAME}`, { edition: 'tur' });
    await waitFor(() =>
      expect(frame.events()).toContainEqual({
        type: 'loaded-error',
        reason: 'bad-options',
        message: 'This edition offers no third-party sign-in.',
      }),
    );
    expect(frame.events('loaded-success')).toEqual([]);
    expect(frame.events('loaded-error')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('a refused host', () => {
  it('sees the refusal and no form', async () => {
    await renderApp({
      strings: 'en',
      url: `/login?embed=w1&embedHost=${encodeURIComponent('https://evil.example')}`,
      widget: { kind: 'refused', hostOrigin: 'https://evil.example' },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: "Sign-in can't be shown here" }),
    ).toBeVisible();
    expect(
      screen.getByText(
        "https://evil.example is not allowed to embed this sign-in. Open the exchange's website directly to continue.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByLabelText(/^password/i)).toBeNull();
    expect(screen.queryByRole('button', { name: /^log in$/i })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();
  });
});
