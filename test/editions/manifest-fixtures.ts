/**
 * Builders for manifest tests: real manifests to start from, and a throw-away editions folder
 * (with its own themes folder) to load them from, so a test changes one field and looks for
 * the one problem it causes.
 */
import { mkdtemp, readFile, rm, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { loadEditions, projectRoot, type ManifestProblem } from '../../scripts/lib/editions';

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
  /** Holds `en/consent.json` with every consent key the manifests name. */
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
  await mkdir(path.join(localesDir, 'en'), { recursive: true });
  for (const theme of themeNames) await writeFile(path.join(themesDir, `${theme}.json`), '{}\n');
  const consent = Object.fromEntries(
    Object.values(manifests)
      .flatMap(consentKeysOf)
      .map((key) => [key, `Text of ${key}`]),
  );
  await writeFile(path.join(localesDir, 'en', 'consent.json'), JSON.stringify(consent));
  for (const [id, content] of Object.entries(manifests)) {
    const text = typeof content === 'string' ? content : JSON.stringify(content, null, 2);
    await writeFile(path.join(editionsDir, `${id}.json`), text);
  }
  return { editionsDir, themesDir, localesDir };
}

function consentKeysOf(manifest: unknown): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const consent = (manifest as ManifestJson).register?.consent;
  if (!Array.isArray(consent)) return [];
  return consent.flatMap((box: ManifestJson) => [
    box.labelKey,
    ...(box.links ?? []).map((link: ManifestJson) => link.labelKey),
  ]);
}

export async function problemsFor(manifests: Record<string, unknown>): Promise<ManifestProblem[]> {
  const { editionsDir, themesDir } = await tempEditions(manifests);
  return [...(await loadEditions({ editionsDir, themesDir })).problems];
}
