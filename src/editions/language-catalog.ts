/**
 * Every language code an edition may list. `resources` names the folder under `locales/`
 * that holds its strings; regional codes share one folder (en-TR, en-EU -> en), and a market
 * that writes differently has a variant folder over its base (es-ES on es, pt-PT on pt:
 * docs/editions.md, "Languages and regional variants").
 * Adding a language: add a row here and a complete `locales/<resources>/` folder
 * (docs/editions.md, "Languages and translations").
 */
export interface LanguageInfo {
  /** Name of the language in itself, for the language picker. */
  readonly label: string;
  readonly dir: 'ltr' | 'rtl';
  readonly resources: string;
  /**
   * The BCP 47 tag for `<html lang>` and Intl, where the code itself is not one: the exchange's
   * site codes use three-letter regions (tr-TUR, ru-KAZ), which Intl rejects.
   */
  readonly bcp47?: string;
}

export const languageCatalog = {
  en: { label: 'English', dir: 'ltr', resources: 'en' },
  'zh-TW': { label: '繁體中文', dir: 'ltr', resources: 'zh-TW' },
  'zh-MY': { label: '简体中文', dir: 'ltr', resources: 'zh-MY' },
  'ja-JP': { label: '日本語', dir: 'ltr', resources: 'ja' },
  'ko-KR': { label: '한국어', dir: 'ltr', resources: 'ko' },
  'ru-RU': { label: 'Русский', dir: 'ltr', resources: 'ru' },
  'es-ES': { label: 'Español (España)', dir: 'ltr', resources: 'es-ES' },
  'es-MX': { label: 'Español (México)', dir: 'ltr', resources: 'es' },
  'es-AR': { label: 'Español (Argentina)', dir: 'ltr', resources: 'es' },
  'es-419': { label: 'Español (Latinoamérica)', dir: 'ltr', resources: 'es' },
  'vi-VN': { label: 'Tiếng Việt', dir: 'ltr', resources: 'vi' },
  'tr-TR': { label: 'Türkçe', dir: 'ltr', resources: 'tr' },
  'pt-BR': { label: 'Português (Brasil)', dir: 'ltr', resources: 'pt' },
  'pt-PT': { label: 'Português (Portugal)', dir: 'ltr', resources: 'pt-PT' },
  'fr-FR': { label: 'Français', dir: 'ltr', resources: 'fr' },
  'th-TH': { label: 'ไทย', dir: 'ltr', resources: 'th' },
  'id-ID': { label: 'Bahasa Indonesia', dir: 'ltr', resources: 'id' },
  'kk-KZ': { label: 'Қазақ тілі', dir: 'ltr', resources: 'kk' },
  'fil-PH': { label: 'Filipino', dir: 'ltr', resources: 'fil' },
  'uk-UA': { label: 'Українська', dir: 'ltr', resources: 'uk' },
  'hi-IN': { label: 'हिन्दी', dir: 'ltr', resources: 'hi' },
  'ar-SA': { label: 'العربية', dir: 'rtl', resources: 'ar' },
  'pl-PL': { label: 'Polski', dir: 'ltr', resources: 'pl' },
  'nl-NL': { label: 'Nederlands', dir: 'ltr', resources: 'nl' },
  'ro-RO': { label: 'Română', dir: 'ltr', resources: 'ro' },
  // Hong Kong
  'zh-HK': { label: '繁體中文（香港）', dir: 'ltr', resources: 'zh-HK' },
  'en-HK': { label: 'English (Hong Kong)', dir: 'ltr', resources: 'en' },
  // Netherlands
  'en-NL': { label: 'English (Netherlands)', dir: 'ltr', resources: 'en' },
  // Turkey
  'tr-TUR': { label: 'Türkçe', dir: 'ltr', resources: 'tr', bcp47: 'tr-TR' },
  'en-TR': { label: 'English (Türkiye)', dir: 'ltr', resources: 'en' },
  // Kazakhstan
  'ru-KAZ': { label: 'Русский', dir: 'ltr', resources: 'ru', bcp47: 'ru-KZ' },
  'kk-KAZ': { label: 'Қазақ тілі', dir: 'ltr', resources: 'kk', bcp47: 'kk-KZ' },
  'en-KAZ': { label: 'English (Kazakhstan)', dir: 'ltr', resources: 'en', bcp47: 'en-KZ' },
  // EU
  'en-EU': { label: 'English (EU)', dir: 'ltr', resources: 'en' },
  'de-EU': { label: 'Deutsch', dir: 'ltr', resources: 'de' },
  'es-EU': { label: 'Español', dir: 'ltr', resources: 'es-ES' },
  'fr-EU': { label: 'Français', dir: 'ltr', resources: 'fr' },
  'it-EU': { label: 'Italiano', dir: 'ltr', resources: 'it' },
  'nl-EU': { label: 'Nederlands', dir: 'ltr', resources: 'nl' },
  'pl-EU': { label: 'Polski', dir: 'ltr', resources: 'pl' },
  'pt-EU': { label: 'Português', dir: 'ltr', resources: 'pt-PT' },
  'ro-EU': { label: 'Română', dir: 'ltr', resources: 'ro' },
  // Georgia
  ka: { label: 'ქართული', dir: 'ltr', resources: 'ka' },
  ru: { label: 'Русский', dir: 'ltr', resources: 'ru' },
  // Indonesia
  id: { label: 'Bahasa Indonesia', dir: 'ltr', resources: 'id' },
  // UAE
  ar: { label: 'العربية', dir: 'rtl', resources: 'ar' },
} as const satisfies Record<string, LanguageInfo>;

export type LanguageCode = keyof typeof languageCatalog;

export const languageCodes = Object.keys(languageCatalog) as LanguageCode[];

export function isLanguageCode(value: string): value is LanguageCode {
  return Object.hasOwn(languageCatalog, value);
}

/** What `<html lang>` and Intl take for a code: its `bcp47` tag where the code is not one. */
export function htmlLangOf(code: LanguageCode): string {
  const info: LanguageInfo = languageCatalog[code];
  return info.bcp47 ?? code;
}
