import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { languageCatalog, type LanguageInfo } from '../../src/editions/language-catalog';
import { pseudoLocaleByCode } from '../../src/editions/pseudo-locales';

/**
 * A string of `locales/` as the page shows it now, in the page's language (`<html lang>`): a
 * pseudo-locale's is made from English as the build makes it, any other is read from its folder
 * (a regional variant over its base, then English). So a step finds a button by its name in any
 * language: `page.getByRole('button', { name: await pageString(page, 'register:submit') })`.
 */

const localesDir = path.resolve(import.meta.dirname, '../../locales');
const variants = JSON.parse(readFileSync(path.join(localesDir, 'variants.json'), 'utf8')) as Record<
  string,
  string
>;

type Strings = { readonly [key: string]: string | Strings };
const files = new Map<string, Strings>();

function namespaceOf(folder: string, namespace: string): Strings {
  const file = path.join(localesDir, folder, `${namespace}.json`);
  let strings = files.get(file);
  if (!strings) {
    try {
      strings = JSON.parse(readFileSync(file, 'utf8')) as Strings;
    } catch {
      strings = {};
    }
    files.set(file, strings);
  }
  return strings;
}

function lookUp(strings: Strings, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<string | Strings | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      strings,
    );
  return typeof value === 'string' ? value : undefined;
}

/** The folders a language's strings are looked up in, first to last. */
function foldersOf(htmlLang: string): string[] {
  const info = Object.entries(languageCatalog as Record<string, LanguageInfo>).find(
    ([code, language]) => code === htmlLang || language.bcp47 === htmlLang,
  )?.[1];
  const folder = info?.resources ?? 'en';
  return [folder, variants[folder], 'en'].filter((f): f is string => Boolean(f));
}

/**
 * The string `namespace:key` in the page's language, with `values` put in for its placeholders
 * and the tags `<Trans>` fills removed (what the visitor reads, and the accessible name).
 */
export async function pageString(
  page: Page,
  id: string,
  values: Record<string, string> = {},
): Promise<string> {
  const [namespace, key] = id.split(':');
  if (!namespace || !key) throw new Error(`"${id}" is not namespace:key`);
  const lang = (await page.locator('html').getAttribute('lang')) ?? 'en';
  const pseudo = pseudoLocaleByCode(lang);
  const template = pseudo
    ? (() => {
        const english = lookUp(namespaceOf('en', namespace), key);
        return english === undefined ? undefined : pseudo.transform(english);
      })()
    : foldersOf(lang)
        .map((folder) => lookUp(namespaceOf(folder, namespace), key))
        .find((value) => value !== undefined);
  if (template === undefined) throw new Error(`locales/en/${namespace}.json has no ${key}`);
  return template
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '')
    .replace(/<\/?[A-Za-z0-9]+\s*\/?>/g, '');
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The string `namespace:key` in the page's language as a pattern: its placeholders match any
 * text (a country, an e-mail address the page fills in).
 */
export async function pageStringPattern(page: Page, id: string): Promise<RegExp> {
  const marker = '\u0000';
  const text = await pageString(page, id, new Proxy({}, { get: () => marker }));
  return new RegExp(text.split(marker).map(escapeRegExp).join('.+?'));
}
