import type { ExchangeAuthApi } from './public-api';

// The build replaces these two names (scripts/embed/build-loader.ts); here they are globals.
const defined = {
  __EXCHANGE_AUTH_HOSTS__: ['http://localhost:*'],
  __EXCHANGE_AUTH_VERSION__: '1.2.3',
};

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { ExchangeAuth?: unknown }).ExchangeAuth;
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('embed.js (src/embed/loader.ts)', () => {
  it('defines window.ExchangeAuth and no other global, framing from the origin it came from', async () => {
    for (const [name, value] of Object.entries(defined)) vi.stubGlobal(name, value);
    const script = document.createElement('script');
    script.src = 'https://eu.exchange.example/embed.js?v=3';
    document.head.append(script);
    const before = new Set(Object.keys(window));
    vi.resetModules();
    await import('./loader');
    expect(Object.keys(window).filter((key) => !before.has(key))).toEqual(['ExchangeAuth']);
    const api = (window as Window & { ExchangeAuth?: ExchangeAuthApi }).ExchangeAuth!;
    expect(Object.keys(api).sort()).toEqual(['mount', 'open', 'version']);
    expect(api.version).toBe('1.2.3');
    const host = document.createElement('div');
    document.body.append(host);
    const { element } = api.mount(host);
    expect(new URL(element.src).origin).toBe('https://eu.exchange.example');
    expect(element.src).toMatch(/^https:\/\/eu\.exchange\.example\/login\?embed=/);
  });
});
