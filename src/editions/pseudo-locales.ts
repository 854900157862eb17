/**
 * Pseudo-locales for development and tests (docs/editions.md, "Pseudo-locales"): English strings
 * made visibly foreign, so a reviewer sees at once a string that is not translated (a hard-coded
 * one keeps plain ASCII letters) and a control too tight for a longer language or a right-to-left
 * one. Sandbox builds serve them under their own URL prefix; no visitor is offered one and no
 * release carries them. Used by the build (locale files), prerendering and the sandbox (server
 * copy); never imported by the app itself.
 */

/** A pseudo-locale: its URL code, the folder name its generated strings are served under, its direction. */
export interface PseudoLocale {
  readonly code: string;
  readonly folder: string;
  readonly dir: 'ltr' | 'rtl';
  readonly label: string;
  readonly transform: (text: string) => string;
}

/** Opening and closing markers of an accented string: a clipped end shows as a missing `]`. */
export const PSEUDO_OPEN = '[';
export const PSEUDO_CLOSE = ']';

const accents: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ḓ',
  e: 'é',
  f: 'ƒ',
  g: 'ğ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ṁ',
  n: 'ñ',
  o: 'ö',
  p: 'ƥ',
  q: 'ʠ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ḓ',
  E: 'É',
  F: 'Ƒ',
  G: 'Ğ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Ƥ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ü',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * What a transform leaves as it is: i18next placeholders (`{{count}}`), nesting (`$t(key)`),
 * the tags `<Trans>` fills (`<0>`, `</link>`, `<br/>`), and HTML entities.
 */
const PROTECTED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\s*\/?>|&[a-z]+;)/g;

function mapOutsidePlaceholders(text: string, map: (part: string) => string): string {
  return text
    .split(PROTECTED)
    .map((part, index) => (index % 2 === 1 ? part : map(part)))
    .join('');
}

/** About a third longer, as German or Russian often are than English. */
const EXPANSION = 0.35;
const PADDING = '~';
const PADDING_WORD = 5;

/**
 * `Log in` → `［Ļöğ íñ~~］`: every ASCII letter accented, about 35% longer, between markers.
 * Placeholders and tags are kept, so the string still works in i18next and `<Trans>`.
 */
export function accentPseudo(text: string): string {
  if (text.trim() === '') return text;
  const accented = mapOutsidePlaceholders(text, (part) =>
    part.replace(/[A-Za-z]/g, (letter) => accents[letter] ?? letter),
  );
  const visibleLength = text.replace(PROTECTED, '').length;
  const extra = Math.max(1, Math.round(visibleLength * EXPANSION));
  // In words of at most five, as a long language's words are: a line may still break between them.
  const words = Array.from({ length: Math.ceil(extra / PADDING_WORD) }, (_, i) =>
    PADDING.repeat(Math.min(PADDING_WORD, extra - i * PADDING_WORD)),
  );
  return `${PSEUDO_OPEN}${accented}${words.join(' ')}${PSEUDO_CLOSE}`;
}

/** Right-to-left override and pop: the text is drawn mirrored, as a right-to-left reader sees it. */
export const RTL_OVERRIDE = '\u202e';
export const POP_DIRECTIONAL = '\u202c';

/**
 * Each run of text between placeholders wrapped in a right-to-left override, so English reads
 * mirrored on a right-to-left page and an untranslated (hard-coded) string stands out reading
 * normally. Placeholders (an e-mail address, an amount) keep their own direction.
 */
export function rtlPseudo(text: string): string {
  if (text.trim() === '') return text;
  return mapOutsidePlaceholders(text, (part) =>
    part.trim() === '' ? part : `${RTL_OVERRIDE}${part}${POP_DIRECTIONAL}`,
  );
}

export const pseudoLocales: readonly PseudoLocale[] = [
  {
    code: 'en-XA',
    folder: 'pseudo-accented',
    dir: 'ltr',
    label: 'Ƥšéüḓö (accented)',
    transform: accentPseudo,
  },
  {
    code: 'ar-XB',
    folder: 'pseudo-rtl',
    dir: 'rtl',
    label: 'Pseudo (right-to-left)',
    transform: rtlPseudo,
  },
];

export function pseudoLocaleByFolder(folder: string): PseudoLocale | undefined {
  return pseudoLocales.find((p) => p.folder === folder);
}

export function pseudoLocaleByCode(code: string): PseudoLocale | undefined {
  return pseudoLocales.find((p) => p.code === code);
}

type Strings = { readonly [key: string]: string | Strings };

/**
 * A namespace's English strings, every value transformed. `language` is the pseudo-locale's code,
 * whose plural rules i18next applies (`ar-XB`: Arabic's zero, one, two, few, many and other):
 * each plural form English lacks is made from its `_other`, or i18next would find none and show
 * the English string (a count of 60 is Arabic's "many").
 */
export function pseudoStrings(
  strings: Strings,
  transform: (text: string) => string,
  language?: string,
): Strings {
  const result: Record<string, string | Strings> = Object.fromEntries(
    Object.entries(strings).map(([key, value]) => [
      key,
      typeof value === 'string' ? transform(value) : pseudoStrings(value, transform, language),
    ]),
  );
  const categories = language
    ? new Intl.PluralRules(language).resolvedOptions().pluralCategories
    : [];
  for (const [key, value] of Object.entries(strings)) {
    const base = /^(.+)_other$/.exec(key)?.[1];
    if (base === undefined || base.endsWith('_ordinal') || typeof value !== 'string') continue;
    for (const category of categories) result[`${base}_${category}`] ??= transform(value);
  }
  return result;
}
