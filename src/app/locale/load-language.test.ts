import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { TOAST_MS } from '@/api/error-constants';
import { showToast } from '@/ui/show-toast';
import { loadLanguage, loadPickedLanguage } from './load-language';

vi.mock('@/ui/show-toast', () => ({ showToast: vi.fn() }));

/** A backend whose reads the test answers: `files` has what exists, anything else fails. */
function backendWith(files: Record<string, Record<string, string>>) {
  const reads: string[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => {},
    read(language: string, namespace: string, callback: ReadCallback) {
      reads.push(`${language}/${namespace}`);
      const data = files[`${language}/${namespace}`];
      setTimeout(() => (data ? callback(null, data) : callback(new Error('404'), false)));
    },
  };
  return { backend, reads };
}

async function instanceWith(files: Record<string, Record<string, string>>) {
  const { backend, reads } = backendWith(files);
  const instance = i18next.createInstance().use(backend);
  await instance.init({
    lng: 'en',
    fallbackLng: false,
    ns: ['common', 'login'],
    defaultNS: 'common',
    resources: {
      en: {
        common: { hello: 'Hello', languageNotLoaded: 'This language could not be loaded.' },
        login: { title: 'Log in' },
      },
    },
    partialBundledLanguages: true,
  });
  reads.length = 0;
  return { instance, reads };
}

describe('loadLanguage', () => {
  it('fetches every namespace the page uses in the language, without switching to it', async () => {
    const { instance, reads } = await instanceWith({
      'ru-RU/common': { hello: 'Привет' },
      'ru-RU/login': { title: 'Вход' },
    });
    await expect(loadLanguage(instance, 'ru-RU')).resolves.toBe(true);
    expect(reads.sort()).toEqual(['ru-RU/common', 'ru-RU/login']);
    expect(instance.language).toBe('en');
    expect(instance.getResource('ru-RU', 'login', 'title')).toBe('Вход');
    expect(instance.getResource('ru-RU', 'common', 'hello')).toBe('Привет');
  });

  it('answers at once, fetching nothing, for a language already in hand', async () => {
    const { instance, reads } = await instanceWith({});
    await expect(loadLanguage(instance, 'en')).resolves.toBe(true);
    expect(reads).toEqual([]);
  });

  it('answers false when a file cannot be fetched', async () => {
    const { instance } = await instanceWith({ 'de/common': { hello: 'Hallo' } });
    // i18next retries a failed read only when the backend says it may (a network error).
    await expect(loadLanguage(instance, 'de')).resolves.toBe(false);
    expect(instance.language).toBe('en');
  });
});

describe('loadPickedLanguage', () => {
  beforeEach(() => vi.mocked(showToast).mockClear());

  it("says in the page's language that the picked language could not be loaded", async () => {
    const { instance } = await instanceWith({});
    await expect(loadPickedLanguage(instance, 'de', () => true)).resolves.toBe(false);
    expect(showToast).toHaveBeenCalledExactlyOnceWith({
      type: 'error',
      description: 'This language could not be loaded.',
      duration: TOAST_MS.general,
    });
  });

  it('says nothing when the visitor has picked another language meanwhile, or it loaded', async () => {
    const { instance } = await instanceWith({
      'ru-RU/common': { hello: 'Привет' },
      'ru-RU/login': { title: 'Вход' },
    });
    await expect(loadPickedLanguage(instance, 'de', () => false)).resolves.toBe(false);
    await expect(loadPickedLanguage(instance, 'ru-RU', () => true)).resolves.toBe(true);
    expect(showToast).not.toHaveBeenCalled();
  });
});
