/**
 * The login screen is not offered in a few languages (docs/login.md, "Languages"): in those it is
 * shown in the edition's default language instead, while the rest of the site keeps the
 * visitor's choice.
 */
export const LOGIN_SCREEN_FALLBACK_LANGUAGES: readonly string[] = [
  'nl-NL',
  'pl-PL',
  'fil-PH',
  'hi-IN',
  'ro-RO',
];

/**
 * The language the login screen is shown in. Where the edition's default is itself one of the
 * fallback languages (the Netherlands edition defaults to nl-NL), the first other language the
 * edition offers is used, and English when it offers none.
 */
export function loginScreenLanguage(
  current: string,
  languages: { readonly default: string; readonly available: readonly string[] },
): string {
  const unsupported = (code: string) => LOGIN_SCREEN_FALLBACK_LANGUAGES.includes(code);
  if (!unsupported(current)) return current;
  if (!unsupported(languages.default)) return languages.default;
  return languages.available.find((code) => !unsupported(code)) ?? 'en';
}
