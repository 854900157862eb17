import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { localeNamespaceFiles, readLocaleNamespace } from '../../scripts/lib/locale-files';
import { languageCatalog, type LanguageCode } from '../../src/editions/language-catalog';
import { SANDBOX_COUNTRIES } from '../../src/sandbox/fixtures/countries';
import { PROMO_COPY } from '../../src/sandbox/fixtures/promo-copy';

const localesDir = path.resolve(import.meta.dirname, '../../locales');

/** Reviewed strings that stay English in every language (locales/identical-to-english.json). */
const anyFolder: readonly string[] = (
  JSON.parse(readFileSync(path.join(localesDir, 'identical-to-english.json'), 'utf8')) as {
    anyFolder: string[];
  }
).anyFolder;

/**
 * What tells English apart on a page in `language` (docs/editions.md, "Languages and
 * translations"): each English string of locales/en whose translation differs, cut at its tags
 * (`<link0>`) into the pieces a page renders as separate text, `{{placeholders}}` as wildcards;
 * the sandbox's English campaign copy (promo-copy.ts) and English country names, which the page
 * must never show in another language; and every key, which a page shows only when its string
 * did not load. A piece the language itself uses somewhere (a loanword such as Indonesian
 * "Email", a brand) is not English there.
 */
export interface EnglishMarkers {
  /** Sources of regular expressions matching a whole English text, with their origin. */
  readonly english: readonly { readonly pattern: string; readonly from: string }[];
  /** Every key, as `ns:key` and as `key`. */
  readonly keys: readonly string[];
  /**
   * For a language not written in Latin letters: a Latin word of 3 letters or more is English
   * (or another stray language) unless it is one of these names. Null for a Latin-script one.
   */
  readonly latinNames: readonly string[] | null;
}

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(dotted, value);
    else for (const [k, v] of flatten(value, dotted)) out.set(k, v);
  }
  return out;
}

function strings(folder: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of localeNamespaceFiles(localesDir, folder)) {
    const ns = file.replace(/\.json$/, '');
    for (const [key, value] of flatten(readLocaleNamespace(localesDir, folder, file))) {
      all.set(`${ns}:${key}`, value);
    }
  }
  return all;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A string cut at its tags into the pieces a page renders as separate text nodes. */
function pieces(text: string): string[] {
  return text
    .split(/<\/?[a-zA-Z0-9]+\s*\/?>/)
    .map(normalise)
    .filter(Boolean);
}

/** Letters outside placeholders: strings of 3 letters or fewer are never judged (as the check). */
function letterCount(piece: string): number {
  return (piece.replace(/\{\{[^}]*\}\}/g, '').match(/\p{L}/gu) ?? []).length;
}

function patternOf(piece: string): string {
  return `^${piece
    .split(/\{\{[^}]*\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+?')}$`;
}

/** Whether most letters of the language's own strings are not Latin (Cyrillic, Georgian, Han…). */
function writtenInOtherScript(own: ReadonlyMap<string, string>): boolean {
  const letters = [...own.values()].join(' ').match(/\p{L}/gu) ?? [];
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length;
  return latin < letters.length / 5;
}

/**
 * `names`: proper names the page may show as they are in any language (the edition's operating
 * entity, brands such as USDT), besides locales/identical-to-english.json's `anyFolder`.
 */
export function englishMarkers(
  language: LanguageCode,
  names: readonly string[] = [],
): EnglishMarkers {
  const info = languageCatalog[language];
  const english = strings('en');
  const own = strings(info.resources);
  const ownPieces = new Set([...own.values()].flatMap(pieces));
  const allowed = new Set([...anyFolder, ...ownPieces]);
  const markers = new Map<string, string>();
  const add = (text: string, from: string) => {
    for (const piece of pieces(text)) {
      if (letterCount(piece) <= 3 || allowed.has(piece)) continue;
      if (!markers.has(piece)) markers.set(piece, from);
    }
  };
  for (const [key, value] of english) {
    if (own.get(key) !== value) add(value, key);
  }
  const englishCopy = PROMO_COPY.find((copy) => copy.language === 'en');
  for (const [field, text] of Object.entries(englishCopy ?? {})) {
    if (field !== 'language') add(text, `the sandbox's English campaign copy (${field})`);
  }
  const bcp47 = 'bcp47' in info ? info.bcp47 : language;
  const regions = new Intl.DisplayNames([bcp47], { type: 'region', fallback: 'none' });
  for (const country of SANDBOX_COUNTRIES) {
    const local = regions.of(country.code);
    if (local && local !== country.name_en) add(country.name_en, `country ${country.code}`);
  }
  return {
    english: [...markers].map(([piece, from]) => ({ pattern: patternOf(piece), from })),
    keys: [...english.keys()].flatMap((key) => [key, key.slice(key.indexOf(':') + 1)]),
    latinNames: writtenInOtherScript(own) ? [...anyFolder, ...names] : null,
  };
}

/**
 * The visible text of the page (portals included) and the accessible text a visitor meets
 * (placeholder, aria-label, title, alt, the document's title) that is English, or a raw key.
 * Text inside an element whose `lang` declares English is not judged: it says what it is (the
 * Dutch login screen shown in en-NL, the language picker's "English"). Text a provider renders
 * itself (`[data-provider]`) is the provider's.
 */
export function scanForEnglish(page: Page, markers: EnglishMarkers): Promise<string[]> {
  return page.evaluate(({ english, keys, latinNames }) => {
    const found: string[] = [];
    // Longest first: "Global" inside "Exchange Global Ltd." must not break the longer name.
    const names = [...(latinNames ?? [])].sort((a, b) => b.length - a.length);
    const strayLatin = (text: string) => {
      if (!latinNames) return undefined;
      let rest = text;
      for (const name of names) rest = rest.split(name).join(' ');
      return /[A-Za-z]{3,}/.exec(rest.replace(/\S+@\S+|https?:\/\/\S+/g, ' '))?.[0];
    };
    const matchers = english.map(({ pattern, from }) => ({ re: new RegExp(pattern, 's'), from }));
    const keySet = new Set(keys);
    const judge = (text: string, where: string) => {
      const clean = text.replace(/\s+/g, ' ').trim();
      if (!clean) return;
      if (keySet.has(clean)) {
        found.push(`${where}: "${clean}" is a key, not its string`);
        return;
      }
      const hit = matchers.find(({ re }) => re.test(clean));
      if (hit) {
        found.push(`${where}: "${clean}" is English (${hit.from})`);
        return;
      }
      const word = strayLatin(clean);
      if (word)
        found.push(`${where}: "${clean}" has the Latin word "${word}" in a non-Latin script`);
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''
      }${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}`;
    // A part of the page that says it is English (<html lang> is the page's, checked apart).
    const declaredEnglish = (el: Element) =>
      /^en\b/i.test(el.closest('body [lang]')?.getAttribute('lang') ?? '');
    const skipped = (el: Element) =>
      el.closest('[data-provider], script, style, noscript, template, svg, iframe') !== null ||
      declaredEnglish(el);
    const visible = (el: Element) =>
      el.checkVisibility({ opacityProperty: false, visibilityProperty: true }) &&
      el.getClientRects().length > 0;

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skipped(parent) || !visible(parent)) continue;
      judge(node.textContent ?? '', describe(parent));
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (skipped(el) || !visible(el)) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(attribute);
        if (value) judge(value, `${describe(el)} ${attribute}`);
      }
    }
    judge(document.title, 'the document title');
    return found;
  }, markers);
}
