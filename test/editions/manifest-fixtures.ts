/**
 * Builders for manifest tests: real manifests to start from, and a throw-away editions folder
 * (with its own themes folder) to load them from, so a test changes one field and looks for
 * the one problem it causes.
 */
import { mkdtemp, readFile, rm, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import {
  loadEditions,
  loadFeatureCatalog,
  projectRoot,
  type ManifestProblem,
} from '../../scripts/lib/editions';
import { languageCatalog, type LanguageCode } from '../../src/editions/language-catalog';

/** A mutable manifest: tests edit it like a compliance editor would edit the JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON under test
export type ManifestJson = Record<string, any>;

export const themeNames = ['default', 'eu', 'regional', 'turkey'] as const;

export async function realManifest(id: string): Promise<ManifestJson> {
  return JSON.parse(
    await readFile(path.join(projectRoot, 'editions', `${id}.json`), 'utf8'),
  ) as ManifestJson;
}

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

export interface TempEditions {
  readonly editionsDir: string;
  readonly themesDir: string;
  /**
   * Holds `<folder>/consent.json` for English and every language the manifests offer, each with
   * every consent text the manifests and their features name (the real English text where there
   * is one), so a test removes one to see the problem it causes.
   */
  readonly localesDir: string;
}

/** Writes `<id>.json` for each entry (raw strings are written as they are). */
export async function tempEditions(manifests: Record<string, unknown>): Promise<TempEditions> {
  const root = await mkdtemp(path.join(tmpdir(), 'editions-test-'));
  folders.push(root);
  const editionsDir = path.join(root, 'editions');
  const themesDir = path.join(root, 'themes');
  const localesDir = path.join(root, 'locales');
  await mkdir(editionsDir);
  await mkdir(themesDir);
  for (const theme of themeNames) await writeFile(path.join(themesDir, `${theme}.json`), '{}\n');
  const english = JSON.parse(
    await readFile(path.join(projectRoot, 'locales/en/consent.json'), 'utf8'),
  ) as Record<string, string>;
  const features = await loadFeatureCatalog();
  const keys = Object.values(manifests).flatMap((m) => consentKeysOf(m, features));
  const consent = Object.fromEntries(keys.map((key) => [key, english[key] ?? `Text of ${key}`]));
  for (const folder of new Set(['en', ...Object.values(manifests).flatMap(localeFoldersOf)])) {
    await mkdir(path.join(localesDir, folder), { recursive: true });
    await writeFile(path.join(localesDir, folder, 'consent.json'), JSON.stringify(consent));
  }
  for (const [id, content] of Object.entries(manifests)) {
    const text = typeof content === 'string' ? content : JSON.stringify(content, null, 2);
    await writeFile(path.join(editionsDir, `${id}.json`), text);
  }
  return { editionsDir, themesDir, localesDir };
}

function consentKeysOf(
  manifest: unknown,
  features: Awaited<ReturnType<typeof loadFeatureCatalog>>,
): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const { register, features: enabled } = manifest as ManifestJson;
  const consent: unknown = register?.consent;
  const boxes = Array.isArray(consent)
    ? consent.flatMap((box: ManifestJson) => [
        box.labelKey,
        ...(box.links ?? []).map((link: ManifestJson) => link.labelKey),
      ])
    : [];
  const featureTexts = Object.keys(enabled ?? {}).flatMap((id) =>
    (features[id]?.consentTexts ?? []).map((text) => text.labelKey),
  );
  return [...boxes, ...featureTexts];
}

function localeFoldersOf(manifest: unknown): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const available: unknown = (manifest as ManifestJson).languages?.available;
  if (!Array.isArray(available)) return [];
  return available.flatMap((code: string) => {
    const info = languageCatalog[code as LanguageCode] as { resources: string } | undefined;
    return info ? [info.resources] : [];
  });
}

export async function problemsFor(manifests: Record<string, unknown>): Promise<ManifestProblem[]> {
  const { editionsDir, themesDir } = await tempEditions(manifests);
  return [...(await loadEditions({ editionsDir, themesDir })).problems];
}
