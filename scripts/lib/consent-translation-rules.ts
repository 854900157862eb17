/**
 * The consent a visitor agrees to at sign-up, checked per edition and language (docs/editions.md,
 * "Legal entity and consent"). For each language an edition offers, every consent text its
 * manifest names (boxes and link texts) and every consent text of a feature it enables must be
 * translated in that language's `locales/<folder>/consent.json`; a gap names the file, the key,
 * the edition and the language, so a compliance editor knows which visitors would see a raw key.
 *
 * The English texts are also held to the manifest: a box's `<linkN>` tags match its links, and a
 * required box's text names the operating entity (`{{entity}}`).
 */
import path from 'node:path';
import type { FeatureDeclaration } from '../../src/editions/feature-declaration';
import { languageCatalog, type LanguageCode } from '../../src/editions/language-catalog';
import type { EditionManifest } from '../../src/editions/manifest-schema';
import type { ManifestFile } from './edition-cross-rules';
import { localeFolderExists, localeVariants, readLocaleNamespace } from './locale-files';
import type { ManifestProblem } from './manifest-problem';

const CONSENT_FILE = 'consent.json';

export interface ConsentTranslationContext {
  readonly localesDir: string;
  /** How `localesDir` is shown in messages, such as `locales`. */
  readonly localesShown: string;
  readonly features: Readonly<Record<string, FeatureDeclaration>>;
}

/** A consent text an edition shows: its key, the pages its links open, and where it is named. */
interface ConsentText {
  readonly key: string;
  readonly pages: readonly string[];
  /** The manifest path that names it, or the feature that shows it. */
  readonly source: string;
  /** A checkbox the visitor must tick (its text must name the entity). */
  readonly required: boolean;
}

export function consentTextsOf(
  manifest: EditionManifest,
  features: Readonly<Record<string, FeatureDeclaration>>,
): ConsentText[] {
  const texts: ConsentText[] = [];
  manifest.register.consent.forEach((box, i) => {
    texts.push({
      key: box.labelKey,
      pages: box.links.map((link) => link.page),
      source: `register.consent.${i}.labelKey`,
      required: box.required,
    });
    box.links.forEach((link, j) => {
      texts.push({
        key: link.labelKey,
        pages: [],
        source: `register.consent.${i}.links.${j}.labelKey`,
        required: false,
      });
    });
  });
  for (const id of Object.keys(manifest.features)) {
    for (const text of features[id]?.consentTexts ?? []) {
      texts.push({
        key: text.labelKey,
        pages: text.pages,
        source: `features.${id}`,
        required: false,
      });
    }
  }
  return texts;
}

export function checkConsentTranslations(
  files: readonly ManifestFile[],
  context: ConsentTranslationContext,
): ManifestProblem[] {
  const english = readLocaleNamespace(context.localesDir, 'en', CONSENT_FILE);
  const missing = new Map<string, { file: string; key: string; seenBy: string[] }>();
  const problems: ManifestProblem[] = [];

  for (const { file, manifest } of files) {
    if (!manifest) continue;
    const texts = consentTextsOf(manifest, context.features);
    problems.push(...englishShapeProblems(file, manifest, texts, english, context));
    for (const code of manifest.languages.available) {
      const folder = languageCatalog[code as LanguageCode].resources;
      // A variant holds only what differs: a missing text belongs in its base folder.
      const owner = localeVariants(context.localesDir)[folder] ?? folder;
      const shownFile = path.join(context.localesShown, owner, CONSENT_FILE);
      const strings = localeFolderExists(context.localesDir, folder)
        ? readLocaleNamespace(context.localesDir, folder, CONSENT_FILE)
        : {};
      for (const text of texts) {
        // A key English lacks is reported once, against the manifest (checkConsentKeys).
        if (!hasText(english, text.key) || hasText(strings, text.key)) continue;
        const id = `${shownFile}\u0000${text.key}`;
        const entry = missing.get(id) ?? { file: shownFile, key: text.key, seenBy: [] };
        entry.seenBy.push(`edition "${manifest.id}" in ${code} (${file} › ${text.source})`);
        missing.set(id, entry);
      }
    }
  }
  for (const { file, key, seenBy } of missing.values()) {
    problems.push({
      file,
      path: key,
      rule: `the consent text is not translated; visitors see it in ${[...new Set(seenBy)].join('; ')}`,
    });
  }
  return problems;
}

/** Link tags and the entity, read from the English text the translations follow. */
function englishShapeProblems(
  file: string,
  manifest: EditionManifest,
  texts: readonly ConsentText[],
  english: Strings,
  { localesShown, features }: ConsentTranslationContext,
): ManifestProblem[] {
  const englishFile = path.join(localesShown, 'en', CONSENT_FILE);
  const pageNames = Object.keys(manifest.legal.pages);
  const problems: ManifestProblem[] = [];
  for (const text of texts) {
    const value = lookup(english, text.key);
    if (typeof value !== 'string') continue;
    const tags = [...value.matchAll(/<link(\d+)>/g)].map((m) => Number(m[1]));
    const wanted = text.pages.map((_, i) => i);
    const extra = tags.filter((n) => n >= text.pages.length);
    const unused = wanted.filter((n) => !tags.includes(n));
    if (extra.length > 0 || unused.length > 0) {
      problems.push({
        file,
        path: text.source,
        rule: `${JSON.stringify(text.key)} in ${englishFile} has ${tags.length === 0 ? 'no link tags' : tags.map((n) => `<link${n}>`).join(', ')} but ${text.pages.length === 1 ? '1 link is' : `${text.pages.length} links are`} given; each link needs its <linkN> in the text and each tag a link`,
      });
    }
    if (text.required && !value.includes('{{entity}}')) {
      problems.push({
        file,
        path: text.source,
        rule: `${JSON.stringify(text.key)} in ${englishFile} does not name the operating entity: a required consent text needs {{entity}} (legal.entity.name)`,
      });
    }
    if (text.source.startsWith('features.')) {
      for (const page of text.pages.filter((p) => !pageNames.includes(p))) {
        const feature = text.source.slice('features.'.length);
        problems.push({
          file,
          path: 'legal.pages',
          rule: `the "${features[feature]?.id ?? feature}" feature's consent text links the legal page ${JSON.stringify(page)}, which this edition does not list`,
          allowed: pageNames,
        });
      }
    }
  }
  return problems;
}

type Strings = ReturnType<typeof readLocaleNamespace>;

function lookup(strings: Strings, key: string): unknown {
  let node: unknown = strings;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function hasText(strings: Strings, key: string): boolean {
  const value = lookup(strings, key);
  return typeof value === 'string' && value.trim() !== '';
}
