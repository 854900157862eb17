/**
 * Fonts for the scripts the editions' languages are written in (docs/performance.md, "Fonts per
 * script"). A theme's font stack (themes/*.json) names Latin UI fonts; a page in Thai, Hindi,
 * Chinese, Japanese, Korean, Arabic or Georgian gets a stack that starts with one family of ours,
 * `"Exchange Sans <script>"`, which covers the script's characters only (`unicode-range`), so
 * Latin text keeps the theme's fonts. That family is, in this order:
 *
 * 1. the installed fonts that draw the script on Windows, macOS/iOS, Android/ChromeOS and Linux,
 *    by name (`local()`): a visitor who has one downloads nothing;
 * 2. else a self-hosted web font (Noto Sans, subset, woff2), downloaded only for the characters
 *    on the page: what a machine without those fonts (a bare Linux box has DejaVu and Liberation
 *    only) needs to show letters instead of boxes.
 *
 * Our family comes first, not last: Chromium does not redraw text laid out while a web font
 * further down the stack was loading, so the letters stay boxes after it arrives (seen with
 * Chromium 156). The installed fonts also follow the theme's families by name, for characters
 * outside our family's range. Cyrillic needs none of this: every stack font and DejaVu/Liberation
 * draw it.
 *
 * Build-time only, like theme-schema.ts: the build writes a small CSS file per language
 * (scripts/vite/script-fonts-build.ts); the app never imports this module.
 */

export type ScriptName =
  | 'latin'
  | 'cyrillic'
  | 'arabic'
  | 'thai'
  | 'devanagari'
  | 'georgian'
  | 'hant-tw'
  | 'hant-hk'
  | 'hans'
  | 'japanese'
  | 'korean';

export interface CodePointRange {
  readonly from: number;
  readonly to: number;
}

/** A self-hosted web font: a `@fontsource-variable/*` package and what is taken from it. */
export interface ScriptWebFont {
  /** `@fontsource-variable/<package>` */
  readonly package: string;
  /**
   * An alphabet: the script's basic Unicode block, whole, so a name in it from the server or the
   * visitor is drawn too, plus the edition's other characters in the script, from the package's
   * `subsets`. Chinese, Japanese, Korean (no `block`): each of the package's numbered slices cut
   * down to the characters of the edition's strings in the language and its region names.
   */
  readonly block?: CodePointRange;
  readonly subsets?: readonly string[];
}

export interface ScriptFonts {
  /** Our family's name: never the name of a font a visitor has installed. */
  readonly family?: string;
  /** The script's characters that our family draws with an installed font when there is one. */
  readonly range: readonly CodePointRange[];
  /** Installed fonts that draw the script, by full or PostScript name, regular and bold. */
  readonly local: { readonly regular: readonly string[]; readonly bold: readonly string[] };
  /** The same fonts by family name, in the stack after the theme's. */
  readonly system: readonly string[];
  readonly web?: ScriptWebFont;
  /** Letters of the script (Unicode script property), for tests and checks. */
  readonly letters: RegExp;
}

const r = (from: number, to: number): CodePointRange => ({ from, to });

/** Han, kana, Hangul, CJK punctuation and full-width forms. */
const cjk: readonly CodePointRange[] = [
  r(0x1100, 0x11ff),
  r(0x2e80, 0x2fdf),
  r(0x3000, 0x33ff),
  r(0x3400, 0x4dbf),
  r(0x4e00, 0x9fff),
  r(0xa960, 0xa97f),
  r(0xac00, 0xd7ff),
  r(0xf900, 0xfaff),
  r(0xfe30, 0xfe4f),
  r(0xff00, 0xffef),
  r(0x20000, 0x3134f),
];

/** `Name`, `Name Bold` style full names and `PostScript-Regular` style names of one family. */
function names(
  family: string,
  postScript: string,
  bold = 'Bold',
): { regular: string[]; bold: string[] } {
  return {
    regular: [family, `${family} Regular`, postScript, `${postScript}-Regular`],
    bold: [`${family} ${bold}`, `${postScript}-${bold}`],
  };
}

function merge(...all: { regular: string[]; bold: string[] }[]): ScriptFonts['local'] {
  return {
    regular: [...new Set(all.flatMap((n) => n.regular))],
    bold: [...new Set(all.flatMap((n) => n.bold))],
  };
}

const none = { system: [], local: { regular: [], bold: [] }, range: [] } as const;

export const scriptFonts: Readonly<Record<ScriptName, ScriptFonts>> = {
  latin: { ...none, letters: /\p{Script=Latin}/u },
  cyrillic: { ...none, letters: /\p{Script=Cyrillic}/u },
  arabic: {
    family: 'Exchange Sans Arabic',
    range: [r(0x0600, 0x06ff), r(0x0750, 0x077f), r(0xfb50, 0xfdff), r(0xfe70, 0xfeff)],
    local: merge(
      names('Segoe UI', 'SegoeUI', 'Semibold'),
      names('Geeza Pro', 'GeezaPro'),
      names('Noto Sans Arabic', 'NotoSansArabic'),
      names('Noto Naskh Arabic', 'NotoNaskhArabic'),
      names('Tahoma', 'Tahoma'),
      names('DejaVu Sans', 'DejaVuSans'),
    ),
    system: ['Geeza Pro', 'Noto Sans Arabic', 'Noto Naskh Arabic', 'Tahoma'],
    web: { package: 'noto-sans-arabic', block: r(0x0600, 0x06ff), subsets: ['arabic'] },
    letters: /\p{Script=Arabic}/u,
  },
  thai: {
    family: 'Exchange Sans Thai',
    range: [r(0x0e00, 0x0e7f)],
    local: merge(
      names('Leelawadee UI', 'LeelawadeeUI'),
      names('Leelawadee', 'Leelawadee'),
      names('Thonburi', 'Thonburi'),
      names('Noto Sans Thai', 'NotoSansThai'),
      names('Noto Sans Thai UI', 'NotoSansThaiUI'),
      names('Tahoma', 'Tahoma'),
    ),
    system: ['Leelawadee UI', 'Leelawadee', 'Thonburi', 'Noto Sans Thai', 'Tahoma'],
    web: { package: 'noto-sans-thai', block: r(0x0e00, 0x0e7f), subsets: ['thai'] },
    letters: /\p{Script=Thai}/u,
  },
  devanagari: {
    family: 'Exchange Sans Devanagari',
    range: [r(0x0900, 0x097f), r(0xa8e0, 0xa8ff)],
    local: merge(
      names('Nirmala UI', 'NirmalaUI'),
      names('Kohinoor Devanagari', 'KohinoorDevanagari', 'Semibold'),
      names('Noto Sans Devanagari', 'NotoSansDevanagari'),
      names('Lohit Devanagari', 'Lohit-Devanagari'),
      names('Mangal', 'Mangal'),
    ),
    system: ['Nirmala UI', 'Kohinoor Devanagari', 'Noto Sans Devanagari', 'Mangal'],
    web: { package: 'noto-sans-devanagari', block: r(0x0900, 0x097f), subsets: ['devanagari'] },
    letters: /\p{Script=Devanagari}/u,
  },
  georgian: {
    family: 'Exchange Sans Georgian',
    range: [r(0x10a0, 0x10ff), r(0x1c90, 0x1cbf), r(0x2d00, 0x2d2f)],
    // Windows 10 and later: Segoe UI; before: Sylfaen. Linux: DejaVu Sans.
    local: merge(
      names('Segoe UI', 'SegoeUI', 'Semibold'),
      names('Noto Sans Georgian', 'NotoSansGeorgian'),
      names('DejaVu Sans', 'DejaVuSans'),
      names('Sylfaen', 'Sylfaen'),
    ),
    system: ['Noto Sans Georgian', 'DejaVu Sans', 'Sylfaen'],
    web: { package: 'noto-sans-georgian', block: r(0x10d0, 0x10ff), subsets: ['georgian'] },
    letters: /\p{Script=Georgian}/u,
  },
  'hant-tw': {
    family: 'Exchange Sans TC',
    range: cjk,
    local: merge(
      names('PingFang TC', 'PingFangTC', 'Semibold'),
      names('Microsoft JhengHei UI', 'MicrosoftJhengHeiUI'),
      names('Microsoft JhengHei', 'MicrosoftJhengHei'),
      names('Noto Sans CJK TC', 'NotoSansCJKtc'),
      names('Noto Sans TC', 'NotoSansTC'),
    ),
    system: ['PingFang TC', 'Microsoft JhengHei', 'Noto Sans CJK TC', 'Noto Sans TC'],
    web: { package: 'noto-sans-tc' },
    letters: /\p{Script=Han}/u,
  },
  'hant-hk': {
    family: 'Exchange Sans HK',
    range: cjk,
    local: merge(
      names('PingFang HK', 'PingFangHK', 'Semibold'),
      names('Microsoft JhengHei UI', 'MicrosoftJhengHeiUI'),
      names('Microsoft JhengHei', 'MicrosoftJhengHei'),
      names('Noto Sans CJK HK', 'NotoSansCJKhk'),
      names('Noto Sans HK', 'NotoSansHK'),
    ),
    system: ['PingFang HK', 'Microsoft JhengHei', 'Noto Sans CJK HK', 'Noto Sans HK'],
    web: { package: 'noto-sans-hk' },
    letters: /\p{Script=Han}/u,
  },
  hans: {
    family: 'Exchange Sans SC',
    range: cjk,
    local: merge(
      names('PingFang SC', 'PingFangSC', 'Semibold'),
      names('Microsoft YaHei UI', 'MicrosoftYaHeiUI'),
      names('Microsoft YaHei', 'MicrosoftYaHei'),
      names('Noto Sans CJK SC', 'NotoSansCJKsc'),
      names('Noto Sans SC', 'NotoSansSC'),
    ),
    system: ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC'],
    web: { package: 'noto-sans-sc' },
    letters: /\p{Script=Han}/u,
  },
  japanese: {
    family: 'Exchange Sans JP',
    range: cjk,
    local: {
      regular: [
        'Hiragino Sans W3',
        'HiraginoSans-W3',
        'Hiragino Kaku Gothic ProN W3',
        'HiraKakuProN-W3',
        ...names('Yu Gothic UI', 'YuGothicUI').regular,
        ...names('Meiryo UI', 'MeiryoUI').regular,
        ...names('Meiryo', 'Meiryo').regular,
        ...names('Noto Sans CJK JP', 'NotoSansCJKjp').regular,
        ...names('Noto Sans JP', 'NotoSansJP').regular,
      ],
      bold: [
        'Hiragino Sans W6',
        'HiraginoSans-W6',
        'Hiragino Kaku Gothic ProN W6',
        'HiraKakuProN-W6',
        ...names('Yu Gothic UI', 'YuGothicUI', 'Semibold').bold,
        ...names('Meiryo UI', 'MeiryoUI').bold,
        ...names('Meiryo', 'Meiryo').bold,
        ...names('Noto Sans CJK JP', 'NotoSansCJKjp').bold,
        ...names('Noto Sans JP', 'NotoSansJP').bold,
      ],
    },
    system: [
      'Hiragino Sans',
      'Hiragino Kaku Gothic ProN',
      'Yu Gothic UI',
      'Meiryo',
      'Noto Sans CJK JP',
    ],
    web: { package: 'noto-sans-jp' },
    letters: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  },
  korean: {
    family: 'Exchange Sans KR',
    range: cjk,
    local: merge(
      names('Apple SD Gothic Neo', 'AppleSDGothicNeo', 'SemiBold'),
      names('Malgun Gothic', 'MalgunGothic'),
      names('Noto Sans CJK KR', 'NotoSansCJKkr'),
      names('Noto Sans KR', 'NotoSansKR'),
    ),
    system: ['Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR', 'Noto Sans KR'],
    web: { package: 'noto-sans-kr' },
    letters: /[\p{Script=Hangul}\p{Script=Han}]/u,
  },
};

const byLanguage: Readonly<Record<string, ScriptName>> = {
  ar: 'arabic',
  fa: 'arabic',
  ur: 'arabic',
  th: 'thai',
  hi: 'devanagari',
  mr: 'devanagari',
  ne: 'devanagari',
  ka: 'georgian',
  ja: 'japanese',
  ko: 'korean',
  ru: 'cyrillic',
  uk: 'cyrillic',
  kk: 'cyrillic',
  be: 'cyrillic',
  bg: 'cyrillic',
  sr: 'cyrillic',
};

/** The script a BCP 47 tag (an `<html lang>`) is written in. */
export function scriptOfLanguage(tag: string): ScriptName {
  const [language = '', ...rest] = tag.toLowerCase().split(/[-_]/);
  // The pseudo-locales (docs/editions.md, "Pseudo-locales") are accented Latin, ar-XB too.
  if (rest.includes('xa') || rest.includes('xb')) return 'latin';
  if (language === 'zh') {
    if (rest.includes('hant') || rest.includes('tw')) return 'hant-tw';
    if (rest.includes('hk') || rest.includes('mo')) return 'hant-hk';
    return 'hans';
  }
  return byLanguage[language] ?? 'latin';
}

function quoted(family: string): string {
  return /^[a-z][\w-]*$/i.test(family) ? family : `"${family}"`;
}

/**
 * The stack for a language: our family of its script first, then the theme's families, then
 * the script's installed fonts by family name, then the theme's generic family. Latin and
 * Cyrillic get the theme's stack unchanged.
 */
export function scriptFontStack(themeStack: string, tag: string): string {
  const script = scriptFonts[scriptOfLanguage(tag)];
  if (!script.family) return themeStack;
  const families = themeStack.split(',').map((f) => f.trim());
  const generic = families.pop()!;
  const named = new Set(families.map((f) => f.replace(/^["']|["']$/g, '')));
  return [
    quoted(script.family),
    ...families,
    ...script.system.filter((f) => !named.has(f)).map(quoted),
    generic,
  ].join(', ');
}
