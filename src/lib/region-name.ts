/**
 * A country's or region's name in a language from the browser's own names (Intl.DisplayNames),
 * for when the server has none in that language (docs/editions.md, "Languages and
 * translations"). `locale` is a BCP 47 tag; undefined when the runtime refuses it, knows no name
 * for the code, or knows the language only by falling back to its own default.
 */
export function regionName(code: string, locale: string): string | undefined {
  try {
    const names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' });
    const base = (tag: string) => tag.split('-')[0]!.toLowerCase();
    return base(names.resolvedOptions().locale) === base(locale) ? names.of(code) : undefined;
  } catch {
    return undefined;
  }
}
