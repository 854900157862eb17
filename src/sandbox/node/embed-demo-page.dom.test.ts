import { FRAME_PARAMS, type WidgetEvent, type WidgetSwitches } from '../../embed/protocol';
import type { ExchangeAuthApi, OpenOptions } from '../../embed/public-api';
import { escapeHtml } from '../mailbox/html-page';
import {
  EMBED_DEMO_LOG_KEY,
  demoAddress,
  embedDemoPageHtml,
  loopbackEditionOrigin,
  readDemoEditions,
  SWITCH_CONTROLS,
} from './embed-demo-page';

// The page's inline script runs in this test's jsdom window, against a stand-in ExchangeAuth
// that records the calls and lets the test play the frame's events.

/** FRAME_PARAMS entries that are the loader's own, not a host's switch. */
const INTERNAL_PARAMS = ['id', 'host', 'display'] as const;
type SwitchParam = Exclude<keyof typeof FRAME_PARAMS, (typeof INTERNAL_PARAMS)[number]>;
// Every other FRAME_PARAMS key is a switch a host passes.
const switchParams: readonly (SwitchParam & keyof WidgetSwitches)[] = (
  Object.keys(FRAME_PARAMS) as (keyof typeof FRAME_PARAMS)[]
).filter((key): key is SwitchParam => !(INTERNAL_PARAMS as readonly string[]).includes(key));

const editions = readDemoEditions();

function html(hostHeader = '127.0.0.1:5173', search = ''): string {
  return embedDemoPageHtml({
    nonce: 'n0nce',
    address: demoAddress(hostHeader, search),
    editions,
  });
}

/** Puts the page's <main> in the document and runs its inline script. */
function open(page: string): void {
  const main = /<main>([\s\S]*)<\/main>/.exec(page)?.[1] ?? '';
  const script = /<script nonce="[^"]*">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
  document.body.innerHTML = `<main>${main}</main>`;
  new Function(script)();
}

const byId = <T extends HTMLElement = HTMLElement>(id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing`);
  return element as T;
};

const logLines = () =>
  Array.from(byId('event-log').querySelectorAll('li'), (item) => item.textContent ?? '');

interface FakeWidget {
  readonly kind: 'mount' | 'open';
  readonly options: OpenOptions;
  readonly element: HTMLIFrameElement;
  readonly updates: OpenOptions[];
  ended: boolean;
  /** What the frame would report: onEvent, then the DOM event. */
  emit(event: WidgetEvent): void;
}

function installFakeExchangeAuth(): FakeWidget[] {
  const widgets: FakeWidget[] = [];
  const create = (kind: 'mount' | 'open', container: Element, options: OpenOptions) => {
    const element = document.createElement('iframe');
    container.append(element);
    const target = kind === 'mount' ? container : element;
    const widget: FakeWidget = {
      kind,
      options,
      element,
      updates: [],
      ended: false,
      emit(event) {
        options.onEvent?.(event);
        target.dispatchEvent(new CustomEvent(event.type, { detail: event }));
      },
    };
    widgets.push(widget);
    return widget;
  };
  const api: ExchangeAuthApi = {
    version: 'test-1',
    mount(element, options = {}) {
      const widget = create('mount', element, options);
      return {
        element: widget.element,
        update: (next) => widget.updates.push(next),
        unmount: () => {
          widget.ended = true;
          widget.element.remove();
        },
      };
    },
    open(options = {}) {
      const widget = create('open', document.body, options);
      return {
        element: widget.element,
        update: (next) => widget.updates.push(next),
        close: () => {
          widget.ended = true;
          widget.element.remove();
        },
      };
    },
  };
  (window as unknown as { ExchangeAuth?: ExchangeAuthApi }).ExchangeAuth = api;
  return widgets;
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  delete (window as unknown as { ExchangeAuth?: ExchangeAuthApi }).ExchangeAuth;
  document.body.innerHTML = '';
  document.getElementById('hostile-sheet')?.remove();
});

describe('the widget demo host page', () => {
  it('has a labelled control for every switch of the widget', () => {
    open(html());
    const keys: (keyof WidgetSwitches)[] = ['view', 'lang', ...switchParams];
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      expect(SWITCH_CONTROLS[key], key).toBeDefined();
      const control = byId<HTMLInputElement | HTMLSelectElement>(`opt-${key}`);
      const label = Array.from(control.labels ?? [], (l) => l.textContent ?? '').join(' ');
      expect(label, `label of ${key}`).toContain(key);
    }
    // And nothing on the page is left without a label.
    for (const control of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'input, select, textarea',
    )) {
      expect(control.labels?.length, `label of #${control.id}`).toBeGreaterThan(0);
    }
    for (const text of ['Use onEvent callback', 'Hostile host stylesheet']) {
      expect(document.body.textContent).toContain(text);
    }
    expect(byId('widget-slot').tagName).toBe('DIV');
    expect(byId('event-log').tagName).toBe('OL');
    expect(byId('event-log').getAttribute('aria-label')).toBe('Widget events');
    expect(document.querySelector('h1')?.textContent).toBe('Widget demo host');
    for (const [id, text] of [
      ['start', 'Mount'],
      ['update', 'Update with these options'],
      ['unmount', 'Unmount'],
      ['close-modal', 'Close modal'],
      ['clear-log', 'Clear'],
    ]) {
      expect(byId(id!).textContent).toBe(text);
    }
  });

  it('embeds the edition on localhost from 127.0.0.1, and links localhost pages to 127.0.0.1', () => {
    expect(demoAddress('127.0.0.1:5173', '')).toMatchObject({
      editionOrigin: 'http://localhost:5173',
      twinUrl: undefined,
    });
    expect(demoAddress('localhost:5173', '')).toMatchObject({
      editionOrigin: 'http://localhost:5173',
      twinUrl: 'http://127.0.0.1:5173/embed/demo',
    });
    expect(demoAddress('eu.localhost:4173', '')).toMatchObject({
      editionOrigin: 'http://localhost:4173',
      twinUrl: `http://127.0.0.1:4173/embed/demo?edition=${encodeURIComponent('http://eu.localhost:4173')}`,
    });
    expect(demoAddress('127.0.0.1:4173', '?edition=http%3A%2F%2Fare.localhost%3A4173')).toEqual(
      expect.objectContaining({ editionOrigin: 'http://are.localhost:4173' }),
    );

    const page = html('localhost:5173');
    expect(page).toContain('<script src="http://localhost:5173/embed.js"></script>');
    expect(page).toContain('href="http://127.0.0.1:5173/embed/demo"');
    expect(page).toContain('same origin as the edition');
    // The nine editions from their manifests, each on its sandbox host.
    expect(editions.map((e) => e.id).sort()).toEqual(
      ['are', 'eu', 'geo', 'global', 'hkg', 'idn', 'kaz', 'nld', 'tur'].sort(),
    );
    expect(editions.find((e) => e.id === 'are')).toEqual({
      id: 'are',
      name: 'United Arab Emirates',
      host: 'are.localhost',
      languages: ['en', 'ar'],
    });
    expect(page).toContain('United Arab Emirates');
    for (const edition of editions) {
      const origin = `http://${edition.id}.localhost:5173`;
      expect(page).toContain(`href="/embed/demo?edition=${encodeURIComponent(origin)}"`);
    }
  });

  it('takes only a plain http loopback origin from ?edition=, and escapes what it writes', () => {
    for (const good of ['http://localhost:1', 'http://eu.localhost:4173/', 'http://127.0.0.1']) {
      expect(loopbackEditionOrigin(good), good).toBe(good.replace(/\/$/, ''));
    }
    for (const bad of [
      'https://localhost:5173',
      'http://evil.example',
      'http://localhost.evil.example:80',
      'javascript:alert(1)',
      'http://localhost:1/"><script>alert(1)</script>',
      'http://a"><img src=x onerror=alert(1)>.localhost',
      'http://a".localhost',
      'http://user@localhost:1',
      'http://localhost:1/path',
      'http://localhost:1?x=1',
      "http://localhost:1 'unsafe-inline'",
      '',
    ]) {
      expect(loopbackEditionOrigin(bad), bad).toBeUndefined();
      const page = html('127.0.0.1:5173', `?edition=${encodeURIComponent(bad)}`);
      expect(page).toContain('<script src="http://localhost:5173/embed.js"></script>');
      expect(page).not.toMatch(/<script>alert|<img|evil\.example|onerror|unsafe-inline/);
    }
    // A hostile Host header gives the default origin, and nothing of it reaches the page.
    const hostile = html('x"><img src=x>:1', '');
    expect(hostile).not.toContain('<img');
    expect(hostile).toContain('<script src="http://localhost/embed.js"></script>');

    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    const page = embedDemoPageHtml({
      nonce: 'n',
      address: demoAddress('127.0.0.1:1', ''),
      editions: [{ id: 'x', name: '<b onclick="1">X</b>', host: 'x.localhost', languages: [] }],
    });
    expect(page).toContain('&lt;b onclick=&quot;1&quot;&gt;X&lt;/b&gt;');
    expect(page).not.toContain('<b onclick');
  });

  it('says so in the log when embed.js did not load', () => {
    open(html());
    expect(logLines().join('\n')).toContain('window.ExchangeAuth is missing');
    expect(logLines().join('\n')).toContain('http://localhost:5173/embed.js did not load');
    byId('start').click();
    expect(logLines().at(-1)).toContain('mount refused');
  });

  it('mounts with the chosen switches and logs callback and DOM events, newest last', () => {
    const widgets = installFakeExchangeAuth();
    open(html());
    expect(logLines().join('\n')).toContain('ExchangeAuth ready');
    byId<HTMLSelectElement>('opt-view').value = 'register';
    byId<HTMLInputElement>('opt-hideToggle').checked = true;
    byId<HTMLInputElement>('opt-hideRightPanel').checked = false;
    byId<HTMLInputElement>('opt-email').value = 'demo@example.com';
    byId<HTMLSelectElement>('opt-ipLimitNotice').value = 'inline';
    byId('options-form').dispatchEvent(new Event('change', { bubbles: true }));
    expect(byId('call-preview').textContent).toContain('ExchangeAuth.mount(');
    expect(byId('call-preview').textContent).toContain('"hideToggle": true');

    byId('start').click();
    expect(widgets).toHaveLength(1);
    const [widget] = widgets;
    expect(widget!.kind).toBe('mount');
    expect(widget!.element.parentElement).toBe(byId('widget-slot'));
    const { onEvent, ...switches } = widget!.options;
    expect(typeof onEvent).toBe('function');
    expect(switches).toEqual({
      view: 'register',
      hideToggle: true,
      hideRightPanel: false,
      email: 'demo@example.com',
      ipLimitNotice: 'inline',
    });

    byId('event-log').textContent = '';
    widget!.emit({ type: 'loaded-success', view: 'register' });
    widget!.emit({ type: 'resize', height: 512 });
    const lines = logLines();
    expect(lines[0]).toBe('[onEvent] loaded-success {"type":"loaded-success","view":"register"}');
    expect(lines[1]).toBe(
      '[DOM event on #widget-slot] loaded-success {"type":"loaded-success","view":"register"}',
    );
    expect(lines[2]).toBe('[onEvent] resize {"type":"resize","height":512}');
    expect(lines[3]).toContain('[DOM event on #widget-slot] resize');
  });

  it('updates with every switch, unmounts, and leaves onEvent out when asked', () => {
    const widgets = installFakeExchangeAuth();
    open(html());
    byId<HTMLInputElement>('use-on-event').checked = false;
    byId('start').click();
    expect(widgets[0]!.options).toEqual({});

    byId<HTMLInputElement>('opt-readOnlyEmail').checked = true;
    byId('update').click();
    const update = widgets[0]!.updates[0]!;
    expect(update).toMatchObject({ readOnlyEmail: true, hideRightPanel: true, closable: true });
    expect(update.onEvent).toBeUndefined();
    expect('email' in update && update.email === undefined).toBe(true);
    expect(Object.keys(update)).toEqual(expect.arrayContaining(Object.keys(SWITCH_CONTROLS)));

    byId('unmount').click();
    expect(widgets[0]!.ended).toBe(true);
    expect(byId('widget-slot').children).toHaveLength(0);
    byId('unmount').click();
    expect(logLines().at(-1)).toContain('unmount skipped');
  });

  it('opens the modal, logs the DOM events of its iframe and closes it', () => {
    const widgets = installFakeExchangeAuth();
    open(html());
    byId<HTMLInputElement>('mode-open').checked = true;
    byId<HTMLInputElement>('opt-hideLogin').checked = true;
    byId<HTMLInputElement>('opt-closable').checked = false;
    byId('options-form').dispatchEvent(new Event('change', { bubbles: true }));
    expect(byId('start').textContent).toBe('Open modal');
    expect(byId('call-preview').textContent).toContain('ExchangeAuth.open(');

    byId('start').click();
    const [modal] = widgets;
    expect(modal!.kind).toBe('open');
    expect(modal!.options).toMatchObject({ hideLogin: true, closable: false });
    modal!.emit({ type: 'close', reason: 'ManualShutdown' });
    expect(logLines().slice(-2)).toEqual([
      '[onEvent] close {"type":"close","reason":"ManualShutdown"}',
      '[DOM event on the modal iframe] close {"type":"close","reason":"ManualShutdown"}',
    ]);

    byId('start').click();
    byId('close-modal').click();
    expect(widgets[1]!.ended).toBe(true);
    expect(logLines().at(-1)).toContain('close called');
  });

  it('closes the modal from the host after 5 seconds when asked', () => {
    vi.useFakeTimers();
    try {
      const widgets = installFakeExchangeAuth();
      open(html());
      byId<HTMLInputElement>('mode-open').checked = true;
      byId<HTMLInputElement>('host-close-after').checked = true;
      byId('start').click();
      vi.advanceTimersByTime(4999);
      expect(widgets[0]!.ended).toBe(false);
      vi.advanceTimersByTime(1);
      expect(widgets[0]!.ended).toBe(true);
      expect(logLines().at(-1)).toContain('close called by the 5-second timer');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the log over a reload until cleared', () => {
    open(html());
    const before = logLines().length;
    open(html());
    expect(logLines().length).toBe(before * 2);
    expect(JSON.parse(sessionStorage.getItem(EMBED_DEMO_LOG_KEY) ?? '[]')).toHaveLength(before * 2);
    byId('clear-log').click();
    expect(logLines()).toEqual([]);
    expect(sessionStorage.getItem(EMBED_DEMO_LOG_KEY)).toBe('[]');
  });

  it('adds and removes the hostile stylesheet, with the page’s nonce', () => {
    open(html());
    const box = byId<HTMLInputElement>('hostile-styles');
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    const sheet = document.getElementById('hostile-sheet');
    expect(sheet?.parentElement).toBe(document.head);
    expect(sheet?.getAttribute('nonce')).toBe('n0nce');
    expect(sheet?.textContent).toContain('iframe { display: none !important;');
    expect(sheet?.textContent).toContain('font-family: "Comic Sans MS"');
    box.checked = false;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.getElementById('hostile-sheet')).toBeNull();
  });
});
