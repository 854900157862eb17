/**
 * Where a language's strings are: its folder under locales/. Free of React and i18next, so the
 * build scripts can use it too.
 */
import type { EditionLanguage } from '@/editions/edition-context';

/**
 * English, the language every other is translated from. It is no fallback at run time (no
 * language borrows its strings: each is complete); a code the edition does not list reads its
 * folder.
 */
export const FALLBACK_LANGUAGE = 'en';

export function localeFolderOf(
  code: string,
  languages: readonly Pick<EditionLanguage, 'code' | 'folder'>[],
): string {
  return languages.find((l) => l.code === code)?.folder ?? FALLBACK_LANGUAGE;
}
