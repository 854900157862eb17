import { MINI_APP_THEMES } from '../chat-app/mini-app-themes';
import { buildMiniAppLaunch, readLaunchChoice } from './mini-app-launch-choice';
import { miniAppLaunchPageHtml } from './mini-app-launch-page';

// The page's inline script (the bridge stub) runs in this test's jsdom window; the test plays
// the mini app in the iframe by dispatching its messages with the iframe's window as source.

function html(search = ''): string {
  const { choice, notes } = readLaunchChoice(search);
  const launch = buildMiniAppLaunch({
    choice,
    origin: 'http://localhost:5173',
    nowSeconds: Math.floor(Date.now() / 1000),
  });
  return miniAppLaunchPageHtml({ nonce: 'n0nce', choice, launch, notes });
}

/** Puts the page's <main> in the document and runs its inline script. */
function open(page: string): void {
  const main = /<main>([\s\S]*)<\/main>/.exec(page)?.[1] ?? '';
  const script = /<script nonce="[^"]*">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
  // The frame would load the edition; here it stays empty.
  document.body.innerHTML = `<main>${main.replace(/(<iframe[^>]*) src="[^"]*"/, '$1')}</main>`;
  new Function(script)();
}

const byId = <T extends HTMLElement = HTMLElement>(id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing`);
  return element as T;
};

const frame = () => byId<HTMLIFrameElement>('mini-app');

interface RecordedEvent {
  readonly eventType: string;
  readonly eventData?: unknown;
  readonly at: number;
}
const recorded = () => (window as unknown as { __miniAppEvents: RecordedEvent[] }).__miniAppEvents;

/** What the mini app posts to its parent, as Telegram's bridge expects. */
function fromMiniApp(eventType: string, eventData?: unknown, source: Window | null = null): void {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: JSON.stringify({ eventType, eventData }),
      source: source ?? frame().contentWindow,
      origin: location.origin,
    }),
  );
}

/** The answers the stub posts into the frame, parsed. */
function answers(): { spy: ReturnType<typeof vi.fn>; sent: () => unknown[] } {
  const target = frame().contentWindow;
  if (!target) throw new Error('The frame has no window');
  const spy = vi.fn();
  target.postMessage = spy as unknown as Window['postMessage'];
  return {
    spy,
    sent: () => spy.mock.calls.map(([message]) => JSON.parse(String(message)) as unknown),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the mini app launch page’s bridge stub', () => {
  it('has the frame, the log and a labelled control for every launch option', () => {
    open(html());
    expect(frame().getAttribute('title')).toBe('Mini app');
    const log = byId('event-log');
    expect(log.tagName).toBe('OL');
    expect(log.getAttribute('role')).toBe('log');
    expect(log.getAttribute('aria-label')).toBe('Events sent by the mini app');
    for (const control of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'input, select',
    )) {
      expect(control.labels?.length, `label of #${control.id}`).toBeGreaterThan(0);
    }
    expect(byId('toggle-theme').textContent).toBe('Switch to dark theme');
    expect(byId('main-button-bar').hidden).toBe(true);
    expect(byId('back-button').hidden).toBe(true);
  });

  it('records an event and answers web_app_request_theme with theme_changed', () => {
    open(html());
    const { spy, sent } = answers();
    fromMiniApp('web_app_request_theme');
    expect(recorded()).toEqual([
      { eventType: 'web_app_request_theme', eventData: undefined, at: expect.any(Number) },
    ]);
    expect(byId('event-log').querySelector('li')?.textContent).toBe('web_app_request_theme');
    expect(sent()).toEqual([
      { eventType: 'theme_changed', eventData: { theme_params: MINI_APP_THEMES.light } },
    ]);
    expect(spy.mock.calls[0]?.[1]).toBe(location.origin);

    fromMiniApp('web_app_request_viewport', {});
    expect(byId('event-log').querySelectorAll('li')[1]?.textContent).toBe(
      'web_app_request_viewport {}',
    );
    expect(sent()[1]).toMatchObject({
      eventType: 'viewport_changed',
      eventData: { is_expanded: true, is_state_stable: true },
    });
  });

  it('ignores messages from other windows and in other formats', () => {
    open(html());
    const { spy } = answers();
    fromMiniApp('web_app_request_theme', undefined, window);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { eventType: 'web_app_request_theme' },
        source: frame().contentWindow,
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: 'not json', source: frame().contentWindow }),
    );
    expect(recorded()).toEqual([]);
    expect(spy).not.toHaveBeenCalled();
  });

  it('answers write access, safe areas, and switches the theme on request', () => {
    open(html('?theme=dark&refuse_write_access=1'));
    const { sent } = answers();
    fromMiniApp('web_app_request_write_access');
    fromMiniApp('web_app_request_safe_area');
    fromMiniApp('web_app_request_content_safe_area');
    expect(sent()).toEqual([
      { eventType: 'write_access_requested', eventData: { status: 'cancelled' } },
      { eventType: 'safe_area_changed', eventData: { top: 0, bottom: 0, left: 0, right: 0 } },
      {
        eventType: 'content_safe_area_changed',
        eventData: { top: 0, bottom: 0, left: 0, right: 0 },
      },
    ]);
    byId<HTMLInputElement>('refuse-write-access').checked = false;
    fromMiniApp('web_app_request_write_access');
    expect(sent()[3]).toEqual({
      eventType: 'write_access_requested',
      eventData: { status: 'allowed' },
    });

    const toggle = byId('toggle-theme');
    expect(toggle.textContent).toBe('Switch to light theme');
    toggle.click();
    expect(sent()[4]).toEqual({
      eventType: 'theme_changed',
      eventData: { theme_params: MINI_APP_THEMES.light },
    });
    expect(toggle.textContent).toBe('Switch to dark theme');
  });

  it('draws the Main Button and the Back button, and posts their presses', () => {
    open(html());
    const { sent } = answers();
    fromMiniApp('web_app_setup_main_button', {
      is_visible: true,
      is_active: true,
      is_progress_visible: false,
      text: 'Link my account',
      color: '#2481cc',
      text_color: '#ffffff',
    });
    const main = byId<HTMLButtonElement>('main-button');
    expect(byId('main-button-bar').hidden).toBe(false);
    expect(main.textContent).toBe('Link my account');
    main.click();
    fromMiniApp('web_app_setup_main_button', {
      is_visible: true,
      is_active: false,
      is_progress_visible: true,
      text: 'Link my account',
    });
    expect(main.disabled).toBe(true);
    expect(main.getAttribute('aria-busy')).toBe('true');

    fromMiniApp('web_app_setup_back_button', { is_visible: true });
    const back = byId('back-button');
    expect(back.hidden).toBe(false);
    back.click();
    fromMiniApp('web_app_set_header_color', { color: '#ff0000' });
    expect(byId('header-bar').style.backgroundColor).toBe('rgb(255, 0, 0)');
    expect(sent()).toEqual([
      { eventType: 'main_button_pressed' },
      { eventType: 'back_button_pressed' },
    ]);
  });

  it('opens http links in a new tab and closes the mini app on web_app_close', () => {
    open(html());
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    fromMiniApp('web_app_open_link', { url: 'https://example.com/help' });
    fromMiniApp('web_app_open_link', { url: 'javascript:alert(1)' });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith('https://example.com/help', '_blank', 'noopener');
    opened.mockRestore();

    fromMiniApp('web_app_close');
    expect(document.getElementById('mini-app')).toBeNull();
    expect(byId('closed-note').hidden).toBe(false);
    expect(byId('closed-note').textContent).toBe('The mini app was closed');
    expect(recorded().map((event) => event.eventType)).toEqual([
      'web_app_open_link',
      'web_app_open_link',
      'web_app_close',
    ]);
  });

  it('shows the chosen user’s description', () => {
    open(html());
    const select = byId<HTMLSelectElement>('user');
    select.value = 'retry-twice';
    select.dispatchEvent(new Event('change'));
    expect(byId('user-description').textContent).toMatch(/400607/);
  });
});
