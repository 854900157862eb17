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
import { checkCrossRules, type ManifestFile } from './edition-cross-rules';
import { markGeneratedMessages, problemsFromIssues } from './manifest-issues';
import { manifestJsonSchemaFileName, toManifestJsonSchema } from './manifest-json-schema';
import { formatProblem, type ManifestProblem } from './manifest-problem';

export { formatProblem };
export type { ManifestFile, ManifestProblem };

export const projectRoot = path.resolve(import.meta.dirname, '../..');

export interface LoadedEditions {
  readonly editions: ReadonlyMap<string, EditionManifest>;
  readonly problems: readonly ManifestProblem[];
  /** Every manifest file read, valid or not, for checks that run after loading. */
  readonly files: readonly ManifestFile[];
}

export interface LoadOptions {
  readonly root?: string;
  /** Folder of the manifests; default `<root>/editions`. */
  readonly editionsDir?: string;
  /** Folder of the theme files a manifest may name; default `<root>/themes`. */
  readonly themesDir?: string;
}

export async function loadFeatureCatalog(
  root = projectRoot,
): Promise<Record<string, FeatureDeclaration>> {
  const featuresDir = path.join(root, 'src/features');
  const entries = await readdir(featuresDir, { withFileTypes: true });
  const catalog: Record<string, FeatureDeclaration> = {};
  // Sorted so the catalog, and the generated JSON schema, do not depend on the file system.
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (!entry.isDirectory()) continue;
    const file = path.join(featuresDir, entry.name, 'declaration.ts');
    const mod = (await importTypeScript(file)) as { default: FeatureDeclaration };
    if (mod.default.id !== entry.name) {
      throw new Error(
        `${path.relative(root, file)}: id "${mod.default.id}" must equal its folder name "${entry.name}"`,
      );
    }
    catalog[entry.name] = mod.default;
  }
  return catalog;
}

/**
 * tsx and Vitest import `.ts` directly; plain Node (Vite's config loader, which runs the edition
 * plugin) cannot, so there tsx's loader (a dev dependency) imports the declaration instead.
 */
async function importTypeScript(file: string): Promise<unknown> {
  const url = pathToFileURL(file).href;
  try {
    return await import(url);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    const { tsImport } = await import('tsx/esm/api');
    return tsImport(url, import.meta.url);
  }
}

export async function createSchemaFromCatalog(root = projectRoot) {
  const catalog = await loadFeatureCatalog(root);
  return createManifestSchema(
    Object.fromEntries(
      Object.entries(catalog).map(([id, d]) => [
        id,
        // The description reaches the JSON schema, so editors see what the feature does.
        (d.configSchema as z.ZodType).describe(d.description),
      ]),
    ),
  );
}

export async function loadEditions(options: LoadOptions = {}): Promise<LoadedEditions> {
  const root = options.root ?? projectRoot;
  const dir = options.editionsDir ?? path.join(root, 'editions');
  const themesDir = options.themesDir ?? path.join(root, 'themes');
  const schema = await createSchemaFromCatalog(root);
  const displayPath = (absolute: string) => {
    const relative = path.relative(root, absolute);
    return relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative;
  };
  const names = (await readdir(dir))
    .filter((f) => f.endsWith('.json') && f !== manifestJsonSchemaFileName)
    .sort();

  const files: ManifestFile[] = [];
  const problems: ManifestProblem[] = [];
  for (const name of names) {
    const file = displayPath(path.join(dir, name));
    const id = name.slice(0, -'.json'.length);
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
    } catch (error) {
      problems.push({ file, path: '', rule: `is not valid JSON: ${(error as Error).message}` });
      files.push({ file, name: id, data: undefined });
      continue;
    }
    const parsed = schema.safeParse(data, { error: markGeneratedMessages });
    if (parsed.success) {
      files.push({ file, name: id, data, manifest: parsed.data });
    } else {
      const jsonSchema = toManifestJsonSchema(schema);
      problems.push(...problemsFromIssues(parsed.error.issues, { file, data, jsonSchema }));
      files.push({ file, name: id, data });
    }
  }
  const themes = await listThemes(themesDir);
  problems.push(...checkCrossRules(files, { themes, themesFolder: displayPath(themesDir) }));

  const editions = new Map<string, EditionManifest>();
  for (const { name, manifest } of files) {
    if (manifest) editions.set(name, manifest);
  }
  // Grouped by file, each file's problems in the order they were found.
  const byFile = [...problems].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { editions, problems: byFile, files };
}

async function listThemes(themesDir: string): Promise<string[]> {
  try {
    const entries = await readdir(themesDir);
    return entries
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();
  } catch {
    return [];
  }
}

/** For the build: the one edition, or an Error whose message lists every problem. */
export async function loadEditionOrThrow(id: string, options: LoadOptions = {}) {
  const loaded = await loadEditions(options);
  if (loaded.problems.length > 0) {
    throw new Error(
      `Edition manifests are invalid:\n${loaded.problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
    );
  }
  const manifest = loaded.editions.get(id);
  if (!manifest) {
    throw new Error(`No edition "${id}" (known: ${[...loaded.editions.keys()].join(', ')})`);
  }
  return { manifest, all: loaded.editions };
}
