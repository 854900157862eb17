/**
 * The nine manifests as the build reads them (schema defaults applied) and the `sites` the build
 * gives every bundle, for tests of rules that look across editions (site jumps, residence).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { editionSite } from '../scripts/vite/edition-plugin';
import type { EditionSite } from '../src/editions/edition-site';
import type { EditionManifest, EnvironmentName } from '../src/editions/manifest-schema';
import { createManifestSchema } from '../src/editions/manifest-schema';

const editionsDir = path.resolve(import.meta.dirname, '../editions');

export function loadManifests(): EditionManifest[] {
  const raw = readdirSync(editionsDir)
    .filter((file) => file.endsWith('.json') && file !== 'manifest.schema.json')
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(editionsDir, file), 'utf8')) as unknown);
  // Feature configs are each feature's concern; any config passes here.
  const featureIds = new Set(
    raw.flatMap((m) => Object.keys((m as { features?: object }).features ?? {})),
  );
  const schema = createManifestSchema(
    Object.fromEntries([...featureIds].map((id) => [id, z.unknown()])),
  );
  return raw.map((m) => schema.parse(m));
}

export function editionSitesFromManifests(
  manifests: readonly EditionManifest[],
  environment: EnvironmentName = 'sandbox',
): EditionSite[] {
  return manifests.map((manifest) => editionSite(manifest, environment));
}

/** Every edition's site in the sandbox, as `virtual:edition` carries them in a sandbox build. */
export const SANDBOX_SITES: readonly EditionSite[] = editionSitesFromManifests(loadManifests());

let manifests: readonly EditionManifest[] | undefined;

/** editions/<id>.json as the build reads it. */
export function manifestOf(id: string): EditionManifest {
  manifests ??= loadManifests();
  const manifest = manifests.find((m) => m.id === id);
  if (!manifest) throw new Error(`editions/${id}.json is missing`);
  return manifest;
}
