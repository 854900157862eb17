/**
 * `editions/manifest.schema.json` as a file: what the generator writes, and whether the file on
 * disk still matches it (a stale schema would let editors' autocompletion drift from the rules).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSchemaFromCatalog, projectRoot } from './editions';
import { manifestJsonSchemaFileName, renderManifestJsonSchema } from './manifest-json-schema';

export function manifestSchemaFilePath(root = projectRoot): string {
  return path.join(root, 'editions', manifestJsonSchemaFileName);
}

/** The text `npm run editions:schema` writes, from the zod schema and the feature catalog. */
export async function generateManifestSchemaText(root = projectRoot): Promise<string> {
  return renderManifestJsonSchema(await createSchemaFromCatalog(root));
}

export async function writeManifestSchemaFile(root = projectRoot): Promise<string> {
  const file = manifestSchemaFilePath(root);
  await writeFile(file, await generateManifestSchemaText(root));
  return file;
}

export type SchemaFileStatus = 'up-to-date' | 'stale' | 'missing';

export async function manifestSchemaFileStatus(
  file = manifestSchemaFilePath(),
  root = projectRoot,
): Promise<SchemaFileStatus> {
  let current: string;
  try {
    current = await readFile(file, 'utf8');
  } catch {
    return 'missing';
  }
  return current === (await generateManifestSchemaText(root)) ? 'up-to-date' : 'stale';
}
