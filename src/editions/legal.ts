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

/**
 * A consent text with the entity's name in it, written once: a name that ends in a full stop
 * ("Exchange Global Ltd.") ends the sentence too, so the text's own stop after it goes
 * ("… of Exchange Global Ltd.", not "Ltd..").
 */
export function withEntityName(text: string, entity: string): string {
  return entity.endsWith('.') ? text.split(`${entity}.`).join(entity) : text;
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
