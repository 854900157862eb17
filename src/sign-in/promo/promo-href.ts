/**
 * The language placeholder a configured promo link may carry
 * (docs/registration-pieces.md, "Promo panel").
 */
export const LANGUAGE_PLACEHOLDER = '{lang}';

/** The link with every {lang} replaced by the visitor's language. */
export function promoHref(link: string, language: string): string {
  return link.split(LANGUAGE_PLACEHOLDER).join(language);
}
