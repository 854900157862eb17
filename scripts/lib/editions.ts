/**
 * Loads and validates every edition manifest. Used by `npm run editions:check`, the schema
 * generator, the build and the Vite plugin, so all of them reject a bad manifest the same way.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import type { FeatureDeclaration } from '../../src/editions/feature-declaration';
import { createManifestSchema, type EditionManifest } from '../../src/editions/manifest-schema';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

export interface ManifestProblem {
  /** Path of the manifest, relative to the project root. */
  readonly file: string;
  /** JSON path inside it, such as `languages.default` (empty for the whole file). */
  readonly path: string;
  /** The rule that is broken, in words. */
  readonly rule: string;
  /** The values that would be allowed, where the rule has a closed list. */
  readonly allowed?: readonly string[];
}

export interface LoadedEditions {
  readonly editions: ReadonlyMap<string, EditionManifest>;
  readonly problems: readonly ManifestProblem[];
}

export interface LoadOptions {
  readonly root?: string;
  /** Folder of the manifests; default `<root>/editions`. */
  readonly editionsDir?: string;
}

export async function loadFeatureCatalog(root = projectRoot): Promise<Record<string, FeatureDeclaration>> {
  const featuresDir = path.join(root, 'src/features');
  const entries = await readdir(featuresDir, { withFileTypes: true });
  const catalog: Record<string, FeatureDeclaration> = {};
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const file = path.join(featuresDir, entry.name, 'declaration.ts');
    const mod = (await import(pathToFileURL(file).href)) as { default: FeatureDeclaration };
    if (mod.default.id !== entry.name) {
      throw new Error(`${path.relative(root, file)}: id "${mod.default.id}" must equal its folder name "${entry.name}"`);
    }
    catalog[entry.name] = mod.default;
  }
  return catalog;
}

export async function createSchemaFromCatalog(root = projectRoot) {
  const catalog = await loadFeatureCatalog(root);
  return createManifestSchema(
    Object.fromEntries(Object.entries(catalog).map(([id, d]) => [id, d.configSchema as z.ZodType])),
  );
}

export function formatProblem(problem: ManifestProblem): string {
  const where = problem.path ? `${problem.file} › ${problem.path}` : problem.file;
  const allowed = problem.allowed?.length ? ` (allowed: ${problem.allowed.join(', ')})` : '';
  return `${where}: ${problem.rule}${allowed}`;
}

export async function loadEditions(options: LoadOptions = {}): Promise<LoadedEditions> {
  const root = options.root ?? projectRoot;
  const dir = options.editionsDir ?? path.join(root, 'editions');
  const schema = await createSchemaFromCatalog(root);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json') && f !== 'manifest.schema.json').sort();
  const editions = new Map<string, EditionManifest>();
  const problems: ManifestProblem[] = [];
  for (const name of files) {
    const file = path.relative(root, path.join(dir, name));
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
    } catch (error) {
      problems.push({ file, path: '', rule: `is not valid JSON: ${(error as Error).message}` });
      continue;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const allowed = 'values' in issue ? (issue.values as unknown[]).map(String) : undefined;
        problems.push({ file, path: issue.path.map(String).join('.'), rule: issue.message, allowed });
      }
      continue;
    }
    editions.set(parsed.data.id, parsed.data);
  }
  return { editions, problems };
}

/** For the build: the one edition, or an Error whose message lists every problem. */
export async function loadEditionOrThrow(id: string, options: LoadOptions = {}) {
  const loaded = await loadEditions(options);
  if (loaded.problems.length > 0) {
    throw new Error(`Edition manifests are invalid:\n${loaded.problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
  }
  const manifest = loaded.editions.get(id);
  if (!manifest) {
    throw new Error(`No edition "${id}" (known: ${[...loaded.editions.keys()].join(', ')})`);
  }
  return { manifest, all: loaded.editions };
}
