/**
 * The pure parts of the country list (docs/registration-pieces.md, "CountrySelect": rows of 40 px,
 * 17 rendered, max height 280, 160 inside a dialog; the dropdown at most 340 px, 300 on small
 * screens): which countries match what the visitor typed, and which rows of a
 * long list are rendered for a scroll position.
 */

export const COUNTRY_ROW_HEIGHT_PX = 40;
/** Rows in the DOM at any time: the 7 visible ones plus 5 above and 5 below. */
export const COUNTRY_ROWS_RENDERED = 17;
export const COUNTRY_LIST_MAX_HEIGHT_PX = 280;
/** The list's height when the picker is inside a dialog (the register modal). */
export const COUNTRY_DIALOG_LIST_HEIGHT_PX = 160;
/** The dropdown (the box that opens under the field) at most, and on screens under 500 px. */
export const COUNTRY_DROPDOWN_MAX_HEIGHT_PX = 340;
export const COUNTRY_DROPDOWN_MAX_HEIGHT_SMALL_PX = 300;

export interface CountryOption {
  /** Unique value of the option (a two-letter country code, or "Ontario"). */
  readonly code: string;
  /** Name in the visitor's language. */
  readonly name: string;
  /** Other names the search should find it by (the English name). */
  readonly otherNames?: readonly string[];
  /** Dialling code without '+'. */
  readonly areaCode?: string;
  readonly imageUrl?: string;
}

/** Folds case and accents, so "turkiye" finds "Türkiye" and "cote" finds "Côte d'Ivoire". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase()
    .trim();
}

/**
 * Options matching the query by name (either language), by code ("gb") or by dialling code
 * ("44", "+44"). Names that start with the query come first, then the other matches, each
 * group in the list's own order.
 */
export function filterCountryOptions<T extends CountryOption>(
  options: readonly T[],
  query: string,
): readonly T[] {
  const folded = foldForSearch(query);
  if (folded === '') return options;
  const digits = folded.replace(/^\+/, '');
  const leading: T[] = [];
  const inner: T[] = [];
  for (const option of options) {
    const names = [option.name, ...(option.otherNames ?? [])].map(foldForSearch);
    const exactCode =
      foldForSearch(option.code) === folded || (/^\d+$/.test(digits) && option.areaCode === digits);
    if (exactCode || names.some((name) => name.startsWith(folded))) leading.push(option);
    else if (
      names.some((name) => name.includes(folded)) ||
      (/^\d+$/.test(digits) && option.areaCode?.startsWith(digits))
    ) {
      inner.push(option);
    }
  }
  return [...leading, ...inner];
}

export interface RowWindow {
  /** Index of the first rendered row. */
  readonly start: number;
  /** One past the last rendered row. */
  readonly end: number;
}

/**
 * The rows to render for a scroll offset: the visible ones centred in COUNTRY_ROWS_RENDERED.
 * `listHeight` is the list's height (280, or 160 in a dialog).
 */
export function renderedRows(
  scrollTop: number,
  count: number,
  listHeight = COUNTRY_LIST_MAX_HEIGHT_PX,
): RowWindow {
  const visible = Math.ceil(listHeight / COUNTRY_ROW_HEIGHT_PX);
  const margin = Math.floor((COUNTRY_ROWS_RENDERED - visible) / 2);
  const firstVisible = Math.floor(Math.max(0, scrollTop) / COUNTRY_ROW_HEIGHT_PX);
  const start = Math.max(0, Math.min(firstVisible - margin, count - COUNTRY_ROWS_RENDERED));
  return { start, end: Math.min(count, start + COUNTRY_ROWS_RENDERED) };
}

/** The scroll offset that brings row `index` into view, moving as little as possible. */
export function scrollTopToReveal(
  index: number,
  scrollTop: number,
  listHeight = COUNTRY_LIST_MAX_HEIGHT_PX,
): number {
  const rowTop = index * COUNTRY_ROW_HEIGHT_PX;
  const rowBottom = rowTop + COUNTRY_ROW_HEIGHT_PX;
  if (rowTop < scrollTop) return rowTop;
  if (rowBottom > scrollTop + listHeight) return rowBottom - listHeight;
  return scrollTop;
}

/** File name of a country's image: the English name in lower case, words joined by '-'. */
export function countryImageSlug(englishName: string): string {
  return foldForSearch(englishName)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * `{base}/{country-name}.svg` (docs/registration-pieces.md, "Residence": a static path per country
 * name).
 */
export function countryImageUrl(base: string, englishName: string): string {
  return `${base.replace(/\/+$/, '')}/${countryImageSlug(englishName)}.svg`;
}
