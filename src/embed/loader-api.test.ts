import type { Mock } from 'vitest';
import { createExchangeAuth } from './loader-api';
import {
  CHANNEL,
  HOST_CLOSED,
  MANUAL_SHUTDOWN,
  frameUrl,
  type WidgetEvent,
  type WidgetSwitches,
} from './protocol';
import type { ExchangeAuthApi } from './public-api';

const frameOrigin = 'https://www.exchange.example';
const hostOrigin = location.origin; // jsdom's page: http://localhost:3000

let page: { reload: Mock<() => void>; assign: Mock<(url: string) => void> };
let api: ExchangeAuthApi;
let host: HTMLDivElement;

function loader(allowedHosts: readonly string[] = ['http://localhost:*']): ExchangeAuthApi {
  return createExchangeAuth({ frameOrigin, allowedHosts, version: '9.9.9', page });
}

beforeEach(() => {
  page = { reload: vi.fn<() => void>(), assign: vi.fn<(url: string) => void>() };
  api = loader();
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function idOf(iframe: HTMLIFrameElement): string {
  return new URL(iframe.src).searchParams.get('embed')!;
}

/** A message as the browser delivers it: origin and source set. */
function fromFrame(
  iframe: HTMLIFrameElement,
  body: Record<string, unknown>,
  overrides: { origin?: string; source?: Window | null; id?: string } = {},
) {
  const data = { channel: CHANNEL, id: overrides.id ?? idOf(iframe), ...body };
  const source = 'source' in overrides ? overrides.source : iframe.contentWindow;
  window.dispatchEvent(
    new MessageEvent('message', { data, origin: overrides.origin ?? frameOrigin, source }),
  );
}

const frameEvent = (iframe: HTMLIFrameElement, event: WidgetEvent) => fromFrame(iframe, { event });

describe('ExchangeAuth.mount', () => {
  it('appends exactly one iframe whose src is frameUrl() for this host and the switches', () => {
    const switches: WidgetSwitches = { view: 'register', lang: 'tr-TUR', hideToggle: true };
    const handle = api.mount(host, { ...switches, onEvent: () => {} });
    expect(host.children).toHaveLength(1);
    const iframe = host.firstElementChild as HTMLIFrameElement;
    expect(handle.element).toBe(iframe);
    expect(iframe.tagName).toBe('IFRAME');
    const id = idOf(iframe);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(iframe.src).toBe(
      frameUrl({ origin: frameOrigin, id, hostOrigin, display: 'page', switches }),
    );
    expect(iframe.src).toBe(
      `${frameOrigin}/tr-TUR/register?embed=${id}&embedHost=${encodeURIComponent(hostOrigin)}&hideRightPanel=1&hideToggle=1`,
    );
    expect(iframe.title).toBe('Sign in');
    expect(iframe.getAttribute('allow')).toBe(
      'identity-credentials-get; publickey-credentials-get',
    );
    expect(iframe.hasAttribute('sandbox')).toBe(false);
    expect(iframe.style.getPropertyValue('height')).toBe('0px');
  });

  it('takes the title from the options and gives every widget its own id', () => {
    const a = api.mount(host, { title: 'Log in to Exchange' });
    const b = api.mount(host);
    expect(a.element.title).toBe('Log in to Exchange');
    expect(idOf(a.element)).not.toBe(idOf(b.element));
  });

  it('sets every style with !important through the CSSOM', () => {
    const calls: [string, string, string | undefined][] = [];
    const original = CSSStyleDeclaration.prototype.setProperty;
    vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty').mockImplementation(function (
      this: CSSStyleDeclaration,
      name: string,
      value: string | null,
      priority?: string,
    ) {
      calls.push([name, String(value), priority]);
      original.call(this, name, value, priority);
    });
    const { element } = api.mount(host, { colorMode: 'dark' });
    const styles = Object.fromEntries(calls.map(([name, value]) => [name, value]));
    expect(calls.every(([, , priority]) => priority === 'important')).toBe(true);
    expect(styles).toMatchObject({
      display: 'block',
      width: '100%',
      height: '0px',
      'min-width': '0',
      'max-width': '100%',
      'min-height': '0',
      'max-height': 'none',
      border: '0 none',
      margin: '0',
      padding: '0',
      'box-sizing': 'border-box',
      background: 'transparent',
      opacity: '1',
      transform: 'none',
      filter: 'none',
      zoom: '1',
      visibility: 'visible',
      position: 'static',
      float: 'none',
      outline: '0 none',
      'box-shadow': 'none',
      'border-radius': '0',
      'color-scheme': 'dark',
    });
    // What jsdom's CSSOM keeps of it (it drops the priority of some properties it does not know).
    for (const name of ['display', 'width', 'height', 'margin', 'padding', 'opacity']) {
      expect(element.style.getPropertyPriority(name)).toBe('important');
    }
  });

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'light dark'],
    [undefined, 'light dark'],
  ] as const)('gives colorMode %s the color-scheme "%s"', (colorMode, scheme) => {
    const { element } = api.mount(host, colorMode ? { colorMode } : {});
    expect(element.style.getPropertyValue('color-scheme')).toBe(scheme);
  });

  it('throws a TypeError for something that is not an element in the document, or a bad view', () => {
    expect(() => api.mount(null as unknown as Element)).toThrow(
      new TypeError('ExchangeAuth.mount: the first argument must be an element in the document'),
    );
    expect(() => api.mount(document.createElement('div'))).toThrow(TypeError);
    expect(() => api.mount('#signin' as unknown as Element)).toThrow(TypeError);
    expect(() => api.mount(host, { view: 'signup' as 'login' })).toThrow(
      new TypeError(
        'ExchangeAuth.mount: unknown view "signup" (one of: login, register, third-party)',
      ),
    );
    expect(() => api.mount(host, { onEvent: 'log' as unknown as () => void })).toThrow(TypeError);
    expect(host.children).toHaveLength(0);
  });
});

describe('a host page that may not embed the widget', () => {
  it('gets no frame, and a loaded-error host-not-allowed naming its origin after mount returns', async () => {
    const refusing = loader(['https://partner.example']);
    const onEvent = vi.fn();
    const dispatched = vi.fn();
    host.addEventListener('loaded-error', (e) => dispatched((e as CustomEvent).detail));
    const handle = refusing.mount(host, { onEvent });
    expect(host.children).toHaveLength(0);
    expect(handle.element.isConnected).toBe(false);
    expect(handle.element.getAttribute('src')).toBeNull();
    expect(onEvent).not.toHaveBeenCalled(); // not while mount runs
    await Promise.resolve();
    const event = {
      type: 'loaded-error',
      reason: 'host-not-allowed',
      message: `This page (${hostOrigin}) may not embed the widget: its origin is not among the allowed hosts of ${frameOrigin}`,
    };
    expect(onEvent).toHaveBeenCalledExactlyOnceWith(event);
    expect(dispatched).toHaveBeenCalledExactlyOnceWith(event);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('gets no modal either', async () => {
    const onEvent = vi.fn();
    const modal = loader([]).open({ onEvent });
    expect(document.querySelector('iframe')).toBeNull();
    await Promise.resolve();
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ reason: 'host-not-allowed' }));
    modal.close();
    modal.update({ view: 'register' });
    expect(onEvent).toHaveBeenCalledTimes(1);
  });
});

describe('messages from the frame', () => {
  it('ignores a wrong origin, a wrong source, another widget id and other channels', () => {
    const onEvent = vi.fn();
    const { element } = api.mount(host, { onEvent });
    const other = api.mount(document.body).element;
    const resize = { event: { type: 'resize', height: 300 } };
    fromFrame(element, resize, { origin: 'https://evil.example' });
    fromFrame(element, resize, { origin: hostOrigin });
    fromFrame(element, resize, { source: window });
    fromFrame(element, resize, { source: other.contentWindow });
    fromFrame(element, resize, { source: null });
    fromFrame(element, resize, { id: idOf(other) });
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { channel: 'other', id: idOf(element), ...resize },
        origin: frameOrigin,
        source: element.contentWindow,
      }),
    );
    fromFrame(element, { event: { type: 'unknown' } });
    fromFrame(element, { event: { type: 'resize', height: 'tall' } });
    expect(onEvent).not.toHaveBeenCalled();
    expect(element.style.getPropertyValue('height')).toBe('0px');
    fromFrame(element, resize);
    expect(onEvent).toHaveBeenCalledExactlyOnceWith({ type: 'resize', height: 300 });
  });

  it('resize sets the height in px (rounded up) and is dispatched on the mount element', () => {
    const heights: number[] = [];
    host.addEventListener('resize', (e) =>
      heights.push((e as unknown as CustomEvent<{ height: number }>).detail.height),
    );
    const { element } = api.mount(host, { onEvent: () => {} });
    frameEvent(element, { type: 'resize', height: 512 });
    expect(element.style.getPropertyValue('height')).toBe('512px');
    frameEvent(element, { type: 'resize', height: 480.2 });
    expect(element.style.getPropertyValue('height')).toBe('481px');
    expect(element.style.getPropertyPriority('height')).toBe('important');
    expect(heights).toEqual([512, 480.2]);
  });

  it('navigates the host page to an http(s) address only', () => {
    const { element } = api.mount(host);
    fromFrame(element, { navigate: 'javascript:alert(1)' });
    fromFrame(element, { navigate: 'data:text/html,hi' });
    fromFrame(element, { navigate: '/relative' });
    expect(page.assign).not.toHaveBeenCalled();
    fromFrame(element, { navigate: 'https://www.exchange.example/en/markets' });
    expect(page.assign).toHaveBeenCalledExactlyOnceWith('https://www.exchange.example/en/markets');
  });
});

describe('events', () => {
  const success: WidgetEvent = {
    type: 'success',
    result: { userId: 'u1' },
    isNewUser: false,
    method: 'login',
  };

  it('go to onEvent and, as CustomEvents with the event in detail, to the mount element', () => {
    const onEvent = vi.fn();
    const custom: CustomEvent[] = [];
    for (const type of ['loaded-success', 'success']) {
      host.addEventListener(type, (e) => custom.push(e as CustomEvent));
    }
    const { element } = api.mount(host, { onEvent });
    const loaded: WidgetEvent = { type: 'loaded-success', view: 'login' };
    frameEvent(element, loaded);
    frameEvent(element, success);
    expect(onEvent.mock.calls).toEqual([[loaded], [success]]);
    expect(custom.map((e) => [e.type, e.detail])).toEqual([
      ['loaded-success', loaded],
      ['success', success],
    ]);
    expect(custom[0]).toBeInstanceOf(CustomEvent);
  });

  it('survive an onEvent that throws (logged with console.error)', () => {
    const error = new Error('host bug');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dispatched = vi.fn();
    host.addEventListener('resize', dispatched);
    const { element } = api.mount(host, {
      onEvent: () => {
        throw error;
      },
    });
    frameEvent(element, { type: 'resize', height: 100 });
    frameEvent(element, { type: 'resize', height: 200 });
    expect(logged).toHaveBeenCalledWith(error);
    expect(dispatched).toHaveBeenCalledTimes(2);
    expect(element.style.getPropertyValue('height')).toBe('200px');
  });

  it('success reloads the page when the host gave no onEvent', () => {
    const { element } = api.mount(host);
    frameEvent(element, success);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('success does not reload with an onEvent, or with reloadOnSuccess: false', () => {
    const first = api.mount(host, { onEvent: () => {} }).element;
    frameEvent(first, success);
    const second = api.mount(host, { reloadOnSuccess: false }).element;
    frameEvent(second, success);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('reloadOnSuccess: true reloads even with an onEvent', () => {
    const onEvent = vi.fn();
    const { element } = api.mount(host, { onEvent, reloadOnSuccess: true });
    frameEvent(element, success);
    expect(onEvent).toHaveBeenCalledWith(success);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('loaded-error from the frame removes the iframe and is passed on', () => {
    const onEvent = vi.fn();
    const { element } = api.mount(host, { onEvent });
    const crashed: WidgetEvent = { type: 'loaded-error', reason: 'crashed', message: 'boom' };
    frameEvent(element, crashed);
    expect(host.children).toHaveLength(0);
    expect(onEvent).toHaveBeenCalledExactlyOnceWith(crashed);
  });

  it('a frame that has not loaded after exactly 15000 ms is removed with a timeout error', () => {
    vi.useFakeTimers();
    const onEvent = vi.fn();
    api.mount(host, { onEvent });
    vi.advanceTimersByTime(14_999);
    expect(host.children).toHaveLength(1);
    expect(onEvent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(host.children).toHaveLength(0);
    expect(onEvent).toHaveBeenCalledExactlyOnceWith({
      type: 'loaded-error',
      reason: 'timeout',
      message: 'The widget did not load within 15000 ms',
    });
  });

  it('takes timeoutMs, and loaded-success stops the clock', () => {
    vi.useFakeTimers();
    const onEvent = vi.fn();
    api.mount(host, { onEvent, timeoutMs: 2000 });
    const loaded = api.mount(host, { onEvent, timeoutMs: 2000 }).element;
    frameEvent(loaded, { type: 'loaded-success', view: 'login' });
    vi.advanceTimersByTime(1999);
    expect(host.children).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(host.children).toHaveLength(1);
    expect(host.firstElementChild).toBe(loaded);
    vi.advanceTimersByTime(60_000);
    expect(host.children).toHaveLength(1);
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ reason: 'timeout' }));
  });
});

describe('handle.update and unmount', () => {
  it('posts the merged switches to the frame origin only, and may replace onEvent', () => {
    const first = vi.fn();
    const second = vi.fn();
    const handle = api.mount(host, { view: 'login', email: 'a@b.example', onEvent: first });
    const { element } = handle;
    frameEvent(element, { type: 'loaded-success', view: 'login' });
    const post = vi.spyOn(element.contentWindow!, 'postMessage');
    handle.update({
      hideThirdParty: true,
      email: 'c@d.example',
      onEvent: second,
      colorMode: 'light',
    });
    expect(post).toHaveBeenCalledExactlyOnceWith(
      {
        channel: CHANNEL,
        id: idOf(element),
        update: { view: 'login', email: 'c@d.example', hideThirdParty: true, colorMode: 'light' },
      },
      frameOrigin,
    );
    expect(element.style.getPropertyValue('color-scheme')).toBe('light');
    handle.update({ email: undefined });
    expect(post).toHaveBeenLastCalledWith(
      {
        channel: CHANNEL,
        id: idOf(element),
        update: { view: 'login', hideThirdParty: true, colorMode: 'light' },
      },
      frameOrigin,
    );
    frameEvent(element, { type: 'resize', height: 10 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledExactlyOnceWith({ type: 'resize', height: 10 });
    expect(element.src).toContain('email=a%40b.example'); // no reload
  });

  it('sends the switches again once the frame has loaded when they changed before', () => {
    const handle = api.mount(host);
    const post = vi.spyOn(handle.element.contentWindow!, 'postMessage');
    handle.update({ view: 'register' });
    expect(post).toHaveBeenCalledTimes(1);
    frameEvent(handle.element, { type: 'loaded-success', view: 'login' });
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith(
      { channel: CHANNEL, id: idOf(handle.element), update: { view: 'register' } },
      frameOrigin,
    );
  });

  it('checks the options like mount', () => {
    const handle = api.mount(host);
    expect(() => handle.update({ view: 'nope' as 'login' })).toThrow(
      'ExchangeAuth.update: unknown view "nope"',
    );
  });

  it('unmount removes the iframe and stops listening; every call after it is a no-op', () => {
    vi.useFakeTimers();
    const onEvent = vi.fn();
    const handle = api.mount(host, { onEvent });
    const { element } = handle;
    const post = vi.spyOn(element.contentWindow!, 'postMessage');
    handle.unmount();
    expect(host.children).toHaveLength(0);
    handle.unmount();
    handle.update({ view: 'register' });
    vi.advanceTimersByTime(20_000);
    expect(post).not.toHaveBeenCalled();
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('keeps several widgets on one page apart', () => {
    const events = [vi.fn(), vi.fn()];
    const [a, b] = events.map((onEvent) => api.mount(host, { onEvent }));
    frameEvent(a!.element, { type: 'resize', height: 111 });
    frameEvent(b!.element, { type: 'resize', height: 222 });
    expect(events[0]).toHaveBeenCalledExactlyOnceWith({ type: 'resize', height: 111 });
    expect(events[1]).toHaveBeenCalledExactlyOnceWith({ type: 'resize', height: 222 });
    a!.unmount();
    frameEvent(b!.element, { type: 'resize', height: 333 });
    expect(b!.element.style.getPropertyValue('height')).toBe('333px');
  });
});

describe('ExchangeAuth.open', () => {
  let opener: HTMLButtonElement;

  beforeEach(() => {
    opener = document.createElement('button');
    opener.textContent = 'Sign up';
    document.body.append(opener);
    opener.focus();
  });

  it('appends one fixed, full-viewport, topmost iframe to body with the modal display', () => {
    const modal = api.open({ view: 'register', hideLogin: true });
    const iframe = modal.element;
    expect(iframe.parentElement).toBe(document.body);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    const id = idOf(iframe);
    expect(iframe.src).toBe(
      frameUrl({
        origin: frameOrigin,
        id,
        hostOrigin,
        display: 'modal',
        switches: { view: 'register', hideLogin: true },
      }),
    );
    expect(new URL(iframe.src).searchParams.get('display')).toBe('modal');
    const style = (name: string) => iframe.style.getPropertyValue(name);
    expect(style('position')).toBe('fixed');
    expect([style('top'), style('right'), style('bottom'), style('left')]).toEqual([
      '0px',
      '0px',
      '0px',
      '0px',
    ]);
    expect([style('width'), style('height')]).toEqual(['100%', '100%']);
    expect(style('z-index')).toBe('2147483647');
    expect(style('background')).toBe('transparent');
    expect(style('display')).toBe('block');
  });

  it('focuses the iframe on loaded-success; close() tells the frame, removes it, returns focus', () => {
    const onEvent = vi.fn();
    const closed = vi.fn();
    const modal = api.open({ onEvent });
    const iframe = modal.element;
    iframe.addEventListener('close', (e) => closed((e as CustomEvent).detail));
    expect(document.activeElement).toBe(opener);
    // Unseen until the frame has its dialog: the page it starts from never flashes over the host.
    expect(iframe.style.getPropertyValue('visibility')).toBe('hidden');
    frameEvent(iframe, { type: 'loaded-success', view: 'login' });
    expect(iframe.style.getPropertyValue('visibility')).toBe('visible');
    expect(document.activeElement).toBe(iframe);
    const post = vi.spyOn(iframe.contentWindow!, 'postMessage');
    modal.close();
    expect(post).toHaveBeenCalledExactlyOnceWith(
      { channel: CHANNEL, id: idOf(iframe), close: HOST_CLOSED },
      'https://www.exchange.example',
    );
    expect(iframe.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'close', reason: HOST_CLOSED });
    expect(closed).toHaveBeenCalledExactlyOnceWith({ type: 'close', reason: HOST_CLOSED });
    modal.close();
    modal.update({ view: 'register' });
    expect(post).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledTimes(2);
  });

  it('removes itself and returns focus when the visitor closes it in the frame', () => {
    const onEvent = vi.fn();
    const modal = api.open({ onEvent });
    frameEvent(modal.element, { type: 'loaded-success', view: 'login' });
    expect(document.activeElement).toBe(modal.element);
    frameEvent(modal.element, { type: 'close', reason: MANUAL_SHUTDOWN });
    expect(modal.element.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'close', reason: MANUAL_SHUTDOWN });
  });

  it('does not focus an opener that has left the document', () => {
    const modal = api.open();
    frameEvent(modal.element, { type: 'loaded-success', view: 'login' });
    opener.remove();
    modal.close();
    expect(document.activeElement).toBe(document.body);
  });

  it('goes away after success, without a close event, and returns focus', () => {
    const onEvent = vi.fn();
    const modal = api.open({ onEvent });
    frameEvent(modal.element, { type: 'loaded-success', view: 'login' });
    const success: WidgetEvent = {
      type: 'success',
      result: {},
      isNewUser: true,
      method: 'register',
    };
    frameEvent(modal.element, success);
    expect(modal.element.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(onEvent.mock.calls.map(([e]) => e.type)).toEqual(['loaded-success', 'success']);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('ignores resize but passes it on', () => {
    const onEvent = vi.fn();
    const modal = api.open({ onEvent });
    frameEvent(modal.element, { type: 'resize', height: 300 });
    expect(modal.element.style.getPropertyValue('height')).toBe('100%');
    expect(onEvent).toHaveBeenCalledWith({ type: 'resize', height: 300 });
  });

  it('visible: false loads hidden; update({ visible: true }) shows and focuses it', () => {
    const modal = api.open({ visible: false });
    const iframe = modal.element;
    expect(iframe.isConnected).toBe(true);
    expect(iframe.style.getPropertyValue('display')).toBe('none');
    expect(iframe.style.getPropertyPriority('display')).toBe('important');
    frameEvent(iframe, { type: 'loaded-success', view: 'login' });
    expect(document.activeElement).toBe(opener);
    const post = vi.spyOn(iframe.contentWindow!, 'postMessage');
    modal.update({ visible: true });
    expect(iframe.style.getPropertyValue('display')).toBe('block');
    expect(document.activeElement).toBe(iframe);
    // `visible` is the loader's own: it is not a switch of the frame.
    expect(post).toHaveBeenCalledExactlyOnceWith(
      { channel: CHANNEL, id: idOf(iframe), update: {} },
      frameOrigin,
    );
    modal.update({ visible: false });
    expect(iframe.style.getPropertyValue('display')).toBe('none');
    expect(document.activeElement).toBe(opener);
  });

  it('dispatches its events on the iframe', () => {
    const modal = api.open({ onEvent: () => {} });
    const seen = vi.fn();
    modal.element.addEventListener('loaded-success', (e) => seen((e as CustomEvent).detail));
    frameEvent(modal.element, { type: 'loaded-success', view: 'register' });
    expect(seen).toHaveBeenCalledExactlyOnceWith({ type: 'loaded-success', view: 'register' });
  });

  it('times out like the page view, removing the modal', () => {
    vi.useFakeTimers();
    const onEvent = vi.fn();
    const modal = api.open({ onEvent });
    vi.advanceTimersByTime(15_000);
    expect(modal.element.isConnected).toBe(false);
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ reason: 'timeout' }));
    expect(document.activeElement).toBe(opener);
  });
});

describe('ExchangeAuth', () => {
  it('carries the version and throws when it cannot tell where embed.js came from', () => {
    expect(api.version).toBe('9.9.9');
    const lost = createExchangeAuth({
      frameOrigin: undefined,
      allowedHosts: [],
      version: '1',
      page,
    });
    expect(() => lost.mount(host)).toThrow(/cannot tell which site embed\.js came from/);
  });
});
