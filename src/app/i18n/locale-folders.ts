/**
 * Where a language's strings are: its folder under locales/ (languages still pending share
 * another's), and the language every other falls back to. Free of React and i18next, so the
 * build scripts can use it too.
 */
import type { EditionLanguage } from '@/editions/edition-context';

/** The language every other falls back to for a string it lacks (the complete one). */
export const FALLBACK_LANGUAGE = 'en';

export function localeFolderOf(
  code: string,
  languages: readonly Pick<EditionLanguage, 'code' | 'folder'>[],
): string {
  return languages.find((l) => l.code === code)?.folder ?? FALLBACK_LANGUAGE;
}
