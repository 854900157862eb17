// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { languageCatalog, isLanguageCode } from '../../src/editions/language-catalog';
import type { EditionManifest } from '../../src/editions/manifest-schema';
import { readLocaleNamespace } from '../../scripts/lib/locale-files';
import { projectRoot } from '../../scripts/lib/editions';
import { pageStringPlan } from '../../scripts/prerender/prerender-edition';
import { buildOrThrow, makeTempDir, readReport, removeDir } from './temp-build';

/**
 * Only the visitor's language, and only what the page shows (docs/performance.md, "Locale bytes
 * per page"): for every edition, each language it offers and each entry page, the page carries
 * its namespaces (src/app/i18n/namespaces.ts, the lists the app loads) in its language and no
 * other (besides the login screen's language where the screen is not offered in the page's),
 * together at most 8 KiB gzip; and the page's first-load JS and CSS hold no language's
 * strings, the same files for every language.
 */
const BUDGET = 8 * 1024;
const pages = ['login', 'register'] as const;
type Page = (typeof pages)[number];

const editionsDir = path.join(projectRoot, 'editions');
const manifests: EditionManifest[] = readdirSync(editionsDir)
  .filter((file) => file.endsWith('.json') && file !== 'manifest.schema.json')
  .sort()
  .map((file) => JSON.parse(readFileSync(path.join(editionsDir, file), 'utf8')) as EditionManifest);

function folderOf(code: string): string {
  if (!isLanguageCode(code)) throw new Error(`${code} is not in the language catalogue`);
  return languageCatalog[code].resources;
}

/** The prerendered page of `language` (`/ru-RU/login`), and what it carries inline. */
function prerendered(outDir: string, language: string, page: Page) {
  const html = readFileSync(path.join(outDir, language, page, 'index.html'), 'utf8');
  const inline = /<script id="i18n-resources" type="application\/json">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  if (!inline) throw new Error(`${outDir}/${language}/${page} carries no strings`);
  const assets = [...html.matchAll(/<(?:script[^>]* src|link[^>]* href)="(\/assets\/[^"]+)"/g)].map(
    (match) => match[1],
  );
  return {
    resources: JSON.parse(inline) as Record<string, Record<string, unknown>>,
    inlineGzip: gzipSync(inline, { level: 9 }).length,
    assets: assets.sort(),
  };
}

/** The gzip bytes a namespace file of the build is served with. */
function servedGzip(outDir: string, folder: string, ns: string): number {
  const file = path.join(outDir, 'locales', folder, `${ns}.json`);
  const gz = `${file}.gz`;
  return existsSync(gz)
    ? readFileSync(gz).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * Strings of a folder that could only come from its locale files: the pages' titles, buttons and
 * field labels, 8 characters or longer, looked for as whole string literals (shorter ones, or
 * parts of names such as `changeLanguage`, could occur in code by chance).
 */
function telltaleStrings(folder: string): string[] {
  const dir = path.join(projectRoot, 'locales');
  const pick = (ns: string, keys: string[]) => {
    const strings = readLocaleNamespace(dir, folder, `${ns}.json`) as Record<string, unknown>;
    return keys.map((key) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], strings),
    );
  };
  return [
    ...pick('login', ['title', 'forgotPassword', 'noAccount', 'fields.passwordPlaceholder']),
    ...pick('register', ['title', 'haveAccount', 'fields.passwordPlaceholder', 'submit']),
    ...pick('common', ['language', 'colorMode.toDark']),
    ...pick('consent', ['termsOfService', 'privacyPolicy']),
  ].filter((value): value is string => typeof value === 'string' && value.length >= 8);
}

const allFolders = [...new Set(Object.values(languageCatalog).map((info) => info.resources))];

describe('locale bytes per page (a build of every edition)', { timeout: 600_000 }, () => {
  let outRoot: string;

  beforeAll(async () => {
    outRoot = makeTempDir('locale-bytes');
    await buildOrThrow({
      editions: manifests.map((m) => m.id),
      outRoot,
      timeoutMs: 540_000,
    });
  }, 600_000);
  afterAll(() => removeDir(outRoot), 120_000);

  it("carries the page's namespaces in its language(s) only, at most 8 KiB gzip", () => {
    const rows: string[] = [];
    const over: string[] = [];
    for (const manifest of manifests) {
      const outDir = path.join(outRoot, manifest.id);
      for (const page of pages) {
        let largest = { language: '', bytes: 0, inline: 0 };
        for (const language of manifest.languages.available) {
          const { resources, inlineGzip } = prerendered(outDir, language, page);
          const plan = pageStringPlan(page, language, manifest.languages);
          // Only the languages the page is shown in, and in each only the namespaces it needs.
          expect(Object.keys(resources).sort(), `${manifest.id} ${language} ${page}`).toEqual(
            plan.map(([code]) => code).sort(),
          );
          for (const [code, wanted] of plan) {
            expect(Object.keys(resources[code]!).sort(), `${manifest.id} ${code} ${page}`).toEqual(
              [...wanted].sort(),
            );
          }
          const bytes = plan
            .flatMap(([code, wanted]) => wanted.map((ns) => servedGzip(outDir, folderOf(code), ns)))
            .reduce((sum, size) => sum + size, 0);
          if (bytes > BUDGET || inlineGzip > BUDGET) {
            over.push(
              `${manifest.id} ${language} ${page}: ${bytes} B files, ${inlineGzip} B inline`,
            );
          }
          if (bytes > largest.bytes) largest = { language, bytes, inline: inlineGzip };
        }
        rows.push(
          `${manifest.id} ${page}: at most ${largest.bytes} B (${largest.language}; inline ${largest.inline} B)`,
        );
      }
    }
    console.log(`Locale bytes per page (gzip), the largest language of each:\n${rows.join('\n')}`);
    expect(over, `over ${BUDGET} B:\n${over.join('\n')}`).toEqual([]);
  });

  it('loads the same first-load files in every language, and they hold no strings', () => {
    const telltales = new Map(allFolders.map((folder) => [folder, telltaleStrings(folder)]));
    for (const manifest of manifests) {
      const outDir = path.join(outRoot, manifest.id);
      const report = readReport(outRoot, manifest.id);
      for (const page of pages) {
        const [first, ...others] = manifest.languages.available.map(
          (language) => prerendered(outDir, language, page).assets,
        );
        for (const assets of others) expect(assets, `${manifest.id} ${page}`).toEqual(first);
        const code = (report.pages[page]?.files ?? [])
          .map((file) => readFileSync(path.join(outDir, file.file), 'utf8'))
          .join('\n');
        const found = [...telltales].flatMap(([folder, strings]) =>
          strings
            .filter((text) =>
              ['"', "'", '`'].some((quote) => code.includes(`${quote}${text}${quote}`)),
            )
            .map((text) => `${folder}: "${text}"`),
        );
        // Booleans and names, not the code: a failure must not print megabytes.
        expect(found, `${manifest.id} ${page} first load`).toEqual([]);
      }
    }
  });
});
