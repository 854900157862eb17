import type { i18n as I18n } from 'i18next';
import { createI18n } from './create-i18n';

/**
 * These tests load strings of their own (`greeting`, `missing`), not the app's. The app's `t` is
 * typed with the keys of locales/en (src/i18next.d.ts), which these are not; so the tests look
 * their strings up through `i18n.t` typed with their own keys instead.
 */
type TestKey = 'greeting' | 'missing';
function translate(i18n: I18n, key: TestKey): string {
  const t = i18n.t.bind(i18n) as (key: TestKey) => string;
  return t(key);
}

const languages = [
  { code: 'en', label: 'English', dir: 'ltr', folder: 'en', htmlLang: 'en' },
  { code: 'tr-TR', label: 'Türkçe', dir: 'ltr', folder: 'tr-TR', htmlLang: 'tr' },
] as const;

function stubStringFiles() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const folder = /\/locales\/([^/]+)\//.exec(url)?.[1];
    return new Response(JSON.stringify({ greeting: `greeting from ${folder}` }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('createI18n', () => {
  it('is ready at once with the inlined strings of the page, and asks the network for none', async () => {
    const fetchMock = stubStringFiles();
    const i18n = await createI18n({
      language: 'en',
      languages,
      version: 'v1',
      resources: { en: { common: { greeting: 'Hello' } } },
    });
    expect(translate(i18n, 'greeting')).toBe('Hello');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loads another language's files over HTTP on a language change, with the version", async () => {
    const fetchMock = stubStringFiles();
    const i18n = await createI18n({
      language: 'en',
      languages,
      version: 'v1',
      resources: { en: { common: { greeting: 'Hello' } } },
    });
    await i18n.changeLanguage('tr-TR');
    expect(translate(i18n, 'greeting')).toBe('greeting from tr-TR');
    expect(fetchMock).toHaveBeenCalledWith('/locales/tr-TR/common.json?v=v1', expect.anything());
  });

  it('without inlined strings, waits for the files of the page language', async () => {
    stubStringFiles();
    const i18n = await createI18n({ language: 'tr-TR', languages, version: 'v2' });
    expect(translate(i18n, 'greeting')).toBe('greeting from tr-TR');
  });
});

describe('createI18n downloads the page language only (docs/performance.md, "Locale bytes per page")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for no English behind a prerendered page in another language', async () => {
    const fetchMock = stubStringFiles();
    const i18n = await createI18n({
      language: 'tr-TR',
      languages,
      version: 'v3',
      namespaces: ['common'],
      resources: { 'tr-TR': { common: { greeting: 'Merhaba' } } },
    });
    expect(translate(i18n, 'greeting')).toBe('Merhaba');
    // A string the language lacks shows as its key: it never falls back to English.
    expect(translate(i18n, 'missing')).toBe('missing');
    await new Promise((done) => setTimeout(done, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("without inlined strings, loads the page's namespaces in its language and nothing else", async () => {
    const fetchMock = stubStringFiles();
    await createI18n({
      language: 'tr-TR',
      languages,
      version: 'v5',
      namespaces: ['common', 'login'],
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/locales/tr-TR/common.json?v=v5',
      '/locales/tr-TR/login.json?v=v5',
    ]);
  });
});

describe('createI18n with the strings inlined', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is ready for react-i18next at once, with no request under way', async () => {
    // Any request would never end: the instance must not wait for one.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const i18n = await createI18n({
      language: 'tr-TR',
      languages,
      version: 'v4',
      resources: { 'tr-TR': { common: { greeting: 'Merhaba' } } },
    });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(translate(i18n, 'greeting')).toBe('Merhaba');
  });
});
