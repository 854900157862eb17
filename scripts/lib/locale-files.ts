/**
 * Reading a locale folder's strings (docs/editions.md, "Languages and regional variants"). A
 * regional variant (`locales/variants.json`: `es-ES` on `es`, `pt-PT` on `pt`) holds only what
 * differs from its base; every reader — the build that emits `/locales/<folder>/<ns>.json`, the
 * dev server, prerendering, the locale checks and the test harness — gets the two merged, here.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pseudoLocaleByFolder, pseudoStrings } from '../../src/editions/pseudo-locales';

type Strings = { readonly [key: string]: string | Strings };

/** Variant folder → base folder. */
export function localeVariants(localesDir: string): Readonly<Record<string, string>> {
  const file = path.join(localesDir, 'variants.json');
  if (!existsSync(file)) return {};
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !key.startsWith('$')));
}

function readJson(file: string): Strings {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Strings) : {};
}

/** `override` laid over `base`, key by key at every depth. */
export function overlayStrings(base: Strings, override: Strings): Strings {
  const merged: Record<string, string | Strings> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const under = merged[key];
    merged[key] =
      typeof value === 'object' && typeof under === 'object' ? overlayStrings(under, value) : value;
  }
  return merged;
}

/** The namespace files a folder serves (a variant: its base's; a pseudo-locale: English's). */
export function localeNamespaceFiles(localesDir: string, folder: string): string[] {
  const source = pseudoLocaleByFolder(folder)
    ? 'en'
    : (localeVariants(localesDir)[folder] ?? folder);
  const dir = path.join(localesDir, source);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/**
 * One namespace's strings for a folder, a variant merged over its base; a pseudo-locale's made
 * from English (docs/editions.md, "Pseudo-locales").
 */
export function readLocaleNamespace(localesDir: string, folder: string, file: string): Strings {
  const pseudo = pseudoLocaleByFolder(folder);
  if (pseudo) {
    return pseudoStrings(
      readJson(path.join(localesDir, 'en', file)),
      pseudo.transform,
      pseudo.code,
    );
  }
  const base = localeVariants(localesDir)[folder];
  if (!base) return readJson(path.join(localesDir, folder, file));
  return overlayStrings(
    readJson(path.join(localesDir, base, file)),
    readJson(path.join(localesDir, folder, file)),
  );
}

/** Whether a folder can be served: it exists (a variant: it and its base). */
export function localeFolderExists(localesDir: string, folder: string): boolean {
  if (pseudoLocaleByFolder(folder)) return existsSync(path.join(localesDir, 'en'));
  const base = localeVariants(localesDir)[folder];
  return (
    existsSync(path.join(localesDir, folder)) && (!base || existsSync(path.join(localesDir, base)))
  );
}
