import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type { EditionLanguage } from '@/editions/edition-context';

/** Namespaces every screen may need; each is one small JSON file per language. */
export const namespaces = [
  'common',
  'login',
  'register',
  'registerExtras',
  'consent',
  'errors',
  'verification',
  'thirdParty',
  'dialogs',
] as const;

export interface I18nOptions {
  readonly language: string;
  readonly languages: readonly EditionLanguage[];
  readonly version: string;
  /** Resources already in hand (tests, prerendering); skips the HTTP backend. */
  readonly resources?: Record<string, Record<string, Record<string, unknown>>>;
}

export async function createI18n(options: I18nOptions): Promise<i18n> {
  const folderOf = (code: string) => options.languages.find((l) => l.code === code)?.folder ?? 'en';
  const instance = i18next.createInstance();
  if (!options.resources) instance.use(HttpBackend);
  instance.use(initReactI18next);
  await instance.init({
    lng: options.language,
    fallbackLng: 'en',
    supportedLngs: [...new Set(['en', ...options.languages.map((l) => l.code)])],
    load: 'currentOnly',
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    resources: options.resources,
    backend: {
      loadPath: (lngs: string[], nss: string[]) =>
        `/locales/${folderOf(lngs[0] ?? 'en')}/${nss[0]}.json?v=${options.version}`,
    },
  });
  return instance;
}
