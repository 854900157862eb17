/**
 * Builds an edition's script fonts (docs/performance.md, "Fonts per script"): for each of its
 * languages whose script has a web font (src/ui/theme/script-fonts.ts), the woff2 files and one
 * small CSS file, `assets/fonts-<hash>-<html lang>.css`, that holds
 *
 * - the language's font stack, `:root:lang(<tag>) { --chakra-fonts-body; --chakra-fonts-heading }`:
 *   our family of the script, then the theme's stack, with the script's installed fonts by family
 *   name before the generic family;
 * - our family's faces, a regular (400-500) and a bold (600-900) one of each source: one per
 *   woff2 file, over the characters it has, and, declared last so tried first, one of the
 *   installed fonts (`local()`) over the whole script;
 * - where the script has one, its metrics font, which lays the text out while the files load.
 *
 * The files are cut from the package's variable woff2 with hb-subset (subset-font), their weight
 * axis kept to 400-600. Thai, Devanagari, Arabic and Georgian keep the script's basic block
 * whole; Chinese, Japanese and Korean keep, from each numbered slice of the package, only the
 * characters of the edition's strings in the language and the region names the app shows
 * (Intl.DisplayNames): a whole slice weighs 10-100 KB and the login page touches 14-27 of them.
 * File names carry a hash of the content, served as immutable under /assets/.
 */
import { createHash } from 'node:crypto';
import { fontsCssFile } from '../../src/app/locale/fonts-css-file';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { cssString, metricsFaceRule } from './metrics-face';
import { advances, metricsFont } from './metrics-font';
import {
  metricsFamilyOf,
  scriptFontStack,
  scriptFonts,
  scriptOfLanguage,
  type ScriptFonts,
  type ScriptName,
} from '../../src/ui/theme/script-fonts';
import type { ThemeTokens } from '../../src/ui/theme/theme-schema';
import { localeNamespaceFiles, readLocaleNamespace } from '../lib/locale-files';

const require = createRequire(import.meta.url);

/** The weight axis kept in the files: body text (400), labels and buttons (500), headings (600). */
export const WEIGHTS = { min: 400, max: 600 } as const;

/**
 * Each source is declared twice, a regular face and a bold one, because the installed fonts
 * are static: one face over 400-900 would draw headings with the regular font, unboldened.
 */
const FACE_WEIGHTS = ['400 500', '600 900'] as const;

export interface ScriptFontLanguage {
  readonly code: string;
  readonly htmlLang: string;
  readonly folder: string;
  readonly pseudo?: true;
}

export interface ScriptFontFile {
  /** Path inside the build's output folder, `assets/…`. */
  readonly fileName: string;
  readonly source: Uint8Array | string;
}

export interface EditionScriptFonts {
  readonly files: readonly ScriptFontFile[];
  /**
   * Language code → hash of the edition's fonts CSS, `/assets/fonts-<hash>-<htmlLang>.css` (the
   * app builds the URL: src/app/locale/document-language.ts); Latin and Cyrillic have none.
   */
  readonly cssByLanguage: Readonly<Record<string, string>>;
}

export interface UnicodeRange {
  readonly from: number;
  readonly to: number;
}

export function parseUnicodeRange(text: string): UnicodeRange[] {
  return text.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return { from: parseInt(from, 16), to: parseInt(to, 16) };
  });
}

export function formatUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase();
  for (let i = 0; i < sorted.length; i++) {
    const from = sorted[i]!;
    let to = from;
    while (sorted[i + 1] === to + 1) to = sorted[++i]!;
    parts.push(to === from ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
  }
  return parts.join(',');
}

function formatRange(range: UnicodeRange): string {
  const hex = (n: number) => n.toString(16).toUpperCase();
  return range.from === range.to ? `U+${hex(range.from)}` : `U+${hex(range.from)}-${hex(range.to)}`;
}

export function inRanges(codePoint: number, ranges: readonly UnicodeRange[]): boolean {
  return ranges.some((r) => codePoint >= r.from && codePoint <= r.to);
}

function packageDir(pkg: string): string {
  return path.dirname(require.resolve(`@fontsource-variable/${pkg}/package.json`));
}

/** The package's subsets (`thai`, `latin`, `[0]` … `[119]`) and their unicode ranges. */
export function packageSubsets(pkg: string): Record<string, UnicodeRange[]> {
  const data = JSON.parse(
    readFileSync(path.join(packageDir(pkg), 'unicode.json'), 'utf8'),
  ) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(data).map(([name, range]) => [name, parseUnicodeRange(range)]),
  );
}

function subsetFile(pkg: string, subset: string): string {
  return path.join(
    packageDir(pkg),
    'files',
    `${pkg}-${subset.replace(/^\[|\]$/g, '')}-wght-normal.woff2`,
  );
}

/** Every character of a locale folder's strings (all namespaces). */
export function localeCharacters(localesDir: string, folder: string): Set<number> {
  const chars = new Set<number>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') for (const c of value) chars.add(c.codePointAt(0)!);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  for (const file of localeNamespaceFiles(localesDir, folder)) {
    visit(readLocaleNamespace(localesDir, folder, file));
  }
  return chars;
}

/** Region names in the language, as the restriction dialogs show them (use-region-names.ts). */
export function regionNameCharacters(tag: string): Set<number> {
  const chars = new Set<number>();
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters) {
    for (const b of letters) {
      let name: string | undefined;
      try {
        name = names.of(a + b);
      } catch {
        name = undefined;
      }
      for (const c of name ?? '') chars.add(c.codePointAt(0)!);
    }
  }
  return chars;
}

function contentHash(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('base64url').slice(0, 8);
}

/** Bytes made from `inputs`, cached on disk: a CJK edition's fonts take seconds to cut. */
async function cached(
  cacheDir: string,
  inputs: readonly (Buffer | string)[],
  extension: string,
  make: () => Promise<Uint8Array>,
): Promise<Buffer> {
  const hash = createHash('sha256');
  inputs.forEach((input) => hash.update(input));
  const file = path.join(cacheDir, `${hash.digest('hex').slice(0, 32)}.${extension}`);
  if (existsSync(file)) return readFileSync(file);
  const out = Buffer.from(await make());
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, out);
  return out;
}

/** hb-subset (harfbuzz): the source's glyphs for `text`, weight axis kept to WEIGHTS. */
function cutFont(source: Buffer, text: string, cacheDir: string): Promise<Uint8Array> {
  return cached(cacheDir, [source, JSON.stringify({ text, WEIGHTS, v: 1 })], 'woff2', () =>
    subsetFont(source, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max } },
    }),
  );
}

/**
 * The `@font-face` of a script's metrics font (scripts/vite/metrics-font.ts) for the characters
 * of its web font's files, the font inlined as a `data:` URL. A prerendered page takes it out of
 * the CSS and adds the font from its bytes instead, ready for its first layout (metrics-face.ts).
 */
async function metricsFace(
  family: string,
  slices: readonly { source: Buffer; characters: readonly number[] }[],
  cacheDir: string,
): Promise<string> {
  const inputs = slices.flatMap((s) => [s.source, String.fromCodePoint(...s.characters)]);
  const made = await cached(cacheDir, [...inputs, family, 'metrics v2'], 'json', async () => {
    const widths = new Map<number, number>();
    for (const slice of slices) {
      const text = String.fromCodePoint(...slice.characters);
      for (const [c, width] of await advances(slice.source, text)) widths.set(c, width);
    }
    const { font, ranges } = await metricsFont(slices[0]!.source, widths, family);
    return Buffer.from(JSON.stringify({ font: font.toString('base64'), ranges }));
  });
  const { font, ranges } = JSON.parse(made.toString('utf8')) as {
    font: string;
    ranges: UnicodeRange[];
  };
  return metricsFaceRule({ family, font, unicodeRange: ranges.map(formatRange).join(',') });
}

interface Slice {
  readonly file: string;
  /** The characters the cut file keeps, and so its `unicode-range`. */
  readonly characters: readonly number[];
}

/**
 * Which of the package's slices a web font ships, and which characters of each: those of the
 * script's range (src/ui/theme/script-fonts.ts) among the given ones, and the alphabet's whole
 * block. Nothing outside the range, so Latin text keeps the theme's fonts.
 */
export function planSlices(
  fonts: Pick<ScriptFonts, 'range' | 'web'>,
  characters: ReadonlySet<number>,
): Slice[] {
  const web = fonts.web;
  if (!web) return [];
  const subsets = packageSubsets(web.package);
  const wanted = new Set([...characters].filter((c) => inRanges(c, fonts.range)));
  if (web.block) {
    for (let c = web.block.from; c <= web.block.to; c++) wanted.add(c);
  }
  const names = web.block
    ? (web.subsets ?? [])
    : Object.keys(subsets).filter((name) => name.startsWith('[')); // not latin, cyrillic, vietnamese
  const slices: Slice[] = [];
  for (const name of names) {
    const ranges = subsets[name];
    if (!ranges) throw new Error(`@fontsource-variable/${web.package} has no subset "${name}"`);
    const mine = [...wanted].filter((c) => inRanges(c, ranges)).sort((a, b) => a - b);
    if (mine.length > 0) slices.push({ file: subsetFile(web.package, name), characters: mine });
  }
  return slices;
}

export async function buildScriptFonts(options: {
  readonly languages: readonly ScriptFontLanguage[];
  readonly theme: ThemeTokens;
  readonly localesDir: string;
  readonly cacheDir: string;
}): Promise<EditionScriptFonts> {
  const byScript = new Map<ScriptName, ScriptFontLanguage[]>();
  for (const language of options.languages.filter((l) => !l.pseudo)) {
    const script = scriptOfLanguage(language.htmlLang);
    if (!scriptFonts[script].web || !scriptFonts[script].family) continue;
    byScript.set(script, [...(byScript.get(script) ?? []), language]);
  }
  const files: ScriptFontFile[] = [];
  const cssByLanguage: Record<string, string> = {};
  const sheets = new Map<string, string>();
  const codes = new Map<string, string>();
  for (const [script, languages] of byScript) {
    const fonts = scriptFonts[script];
    const family = cssString(fonts.family!);
    const characters = new Set<number>();
    for (const language of languages) {
      localeCharacters(options.localesDir, language.folder).forEach((c) => characters.add(c));
      regionNameCharacters(language.htmlLang).forEach((c) => characters.add(c));
    }
    const faces: string[] = [];
    const slices = planSlices(fonts, characters).map((slice) => ({
      ...slice,
      source: readFileSync(slice.file),
    }));
    const metrics = metricsFamilyOf(fonts);
    if (metrics && slices.length > 0)
      faces.push(await metricsFace(metrics, slices, options.cacheDir));
    for (const slice of slices) {
      const text = String.fromCodePoint(...slice.characters);
      const data = await cutFont(slice.source, text, options.cacheDir);
      const base = path.basename(slice.file).replace(/-wght-normal\.woff2$/, '');
      const fileName = `assets/${base}-${contentHash(data)}.woff2`;
      files.push({ fileName, source: data });
      for (const weight of FACE_WEIGHTS) {
        faces.push(
          `@font-face{font-family:${family};font-weight:${weight};font-display:block;` +
            `src:url(/${fileName}) format("woff2");` +
            `unicode-range:${formatUnicodeRange(slice.characters)}}`,
        );
      }
    }
    // Declared last, so tried first: the installed fonts, over the script's range (which holds
    // every character of the files above), so a visitor who has one never fetches a file.
    const localRange = fonts.range.map((range) => formatRange(range));
    FACE_WEIGHTS.forEach((weight, i) => {
      const local = i === 0 ? fonts.local.regular : fonts.local.bold;
      faces.push(
        `@font-face{font-family:${family};font-weight:${weight};` +
          `src:${local.map((name) => `local(${cssString(name)})`).join(',')};` +
          `unicode-range:${localRange.join(',')}}`,
      );
    });
    const body = scriptFontStack(options.theme.fonts.body, languages[0]!.htmlLang);
    const heading = scriptFontStack(options.theme.fonts.heading, languages[0]!.htmlLang);
    for (const language of languages) {
      sheets.set(
        language.htmlLang,
        [
          `/* Fonts for ${language.htmlLang}, ${script} (docs/performance.md, "Fonts per script"). */`,
          `:root:lang(${language.htmlLang}){--chakra-fonts-body:${body};--chakra-fonts-heading:${heading}}`,
          ...faces,
          '',
        ].join('\n'),
      );
      codes.set(language.htmlLang, language.code);
    }
  }
  // One hash for all the edition's sheets: the bundle carries it once per language, and gzip
  // makes the repeats nearly free (a hash per sheet cost ~50 bytes of first-load JS more).
  const hash = createHash('sha256');
  for (const [tag, css] of [...sheets].sort(([a], [b]) => a.localeCompare(b)))
    hash.update(tag).update(css);
  const editionHash = hash.digest('base64url').slice(0, 8);
  for (const [tag, css] of sheets) {
    files.push({ fileName: fontsCssFile(editionHash, tag), source: css });
    cssByLanguage[codes.get(tag)!] = editionHash;
  }
  return { files, cssByLanguage };
}
