import type { EditionManifest } from './manifest-schema';

/**
 * The edition's operating entity and legal pages in one language (docs/editions.md, "Legal
 * entity and consent"): a language's own name or page where the manifest gives one, otherwise
 * the edition's. One reading for the register form, its features and the checks.
 */
export type EditionLegal = EditionManifest['legal'];

export function entityName(legal: EditionLegal, language: string): string {
  return (
    legal.entity.byLanguage?.[language as keyof typeof legal.entity.byLanguage] ?? legal.entity.name
  );
}

/** The href of a legal page in a language; undefined for a page the manifest does not list. */
export function legalPageHref(
  legal: EditionLegal,
  page: string,
  language: string,
): string | undefined {
  const entry = legal.pages[page];
  if (!entry) return undefined;
  return entry.byLanguage?.[language as keyof typeof entry.byLanguage] ?? entry.href;
}
