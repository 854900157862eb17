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

describe('createI18n on a prerendered page in a partly translated language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('falls back to the inlined English at once and completes English in the background', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const body = url.includes('/en/')
        ? { greeting: 'Hello', missing: 'Only in English', other: 'Not inlined' }
        : {};
      return new Response(JSON.stringify(body));
    });
    vi.stubGlobal('fetch', fetchMock);
    const i18n = await createI18n({
      language: 'tr-TR',
      languages,
      version: 'v3',
      resources: {
        'tr-TR': { common: { greeting: 'Merhaba' } },
        en: { common: { missing: 'Only in English' } },
      },
    });
    expect(translate(i18n, 'greeting')).toBe('Merhaba');
    expect(translate(i18n, 'missing')).toBe('Only in English');
    // Generous waits: the background load is a dynamic import and a fetch on a busy machine.
    await vi.waitFor(
      () =>
        expect(fetchMock).toHaveBeenCalledWith('/locales/en/common.json?v=v3', expect.anything()),
      { timeout: 5000 },
    );
    await vi.waitFor(() => expect(i18n.getResource('en', 'common', 'other')).toBe('Not inlined'), {
      timeout: 5000,
    });
  });
});

describe('createI18n with the strings inlined', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is ready for react-i18next at once, while the fallback language is still loading', async () => {
    // English never arrives: before the fix, react-i18next waited for it and rendered keys.
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
