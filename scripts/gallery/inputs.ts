import { manifests } from '../../e2e/support/editions';
import { catalogue, type CatalogueEntry } from '../../e2e/support/screen-catalogue';
import {
  htmlLangOf,
  isLanguageCode,
  languageCatalog,
  type LanguageCode,
} from '../../src/editions/language-catalog';
import type { EditionManifest } from '../../src/editions/manifest-schema';
import type { PlanEdition } from './availability';
import type { GalleryEdition, GalleryLanguage, GalleryScreen } from './model';

/** What the gallery walks: the manifests and the screen catalogue the browser tests use. */
export interface GalleryInputs {
  readonly manifests: readonly EditionManifest[];
  readonly entries: readonly CatalogueEntry[];
}

export const allInputs: GalleryInputs = { manifests, entries: catalogue };

export function languageOf(code: string): GalleryLanguage {
  const info = languageCatalog[code as LanguageCode] as
    { readonly label: string; readonly dir: 'ltr' | 'rtl' } | undefined;
  return { code, label: info?.label ?? code, dir: info?.dir ?? 'ltr' };
}

/** What `<html lang>` says for a language code an edition lists (the catalogue's rule). */
export function htmlLangOfCode(code: string): string {
  return isLanguageCode(code) ? htmlLangOf(code) : code;
}

export function galleryEdition(manifest: EditionManifest, languages?: ReadonlySet<string>) {
  return {
    id: manifest.id,
    name: manifest.name,
    languages: manifest.languages.available
      .filter((code) => !languages || languages.has(code))
      .map(languageOf),
  } satisfies GalleryEdition;
}

/** The tabs a visitor sees: where register goes to another edition, that edition's tabs. */
export function planEdition(
  manifest: EditionManifest,
  all: readonly EditionManifest[],
  languages: readonly string[] = manifest.languages.available,
): PlanEdition {
  const target = manifest.register.redirectTo
    ? all.find((m) => m.id === manifest.register.redirectTo!.edition)
    : undefined;
  return {
    id: manifest.id,
    languages,
    loginTabs: manifest.login.tabs,
    registerTabs: (target ?? manifest).register.tabs,
  };
}

export function galleryScreen(entry: CatalogueEntry): GalleryScreen {
  return { id: entry.id, name: entry.name, kind: entry.kind };
}

/** Every registered company name of every edition: a consent text names one of them. */
export function entityNames(all: readonly EditionManifest[]): string[] {
  const names = all.flatMap((m) => [
    m.legal.entity.name,
    ...Object.values(m.legal.entity.byLanguage ?? {}).filter(
      (name): name is string => typeof name === 'string',
    ),
  ]);
  return [...new Set(names)];
}
