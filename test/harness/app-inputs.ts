/**
 * What the app is given at start, read once per test worker (each test file runs in its own):
 * an edition as the build resolves it (manifest, sites, languages, theme), its features, the
 * Chakra system of its theme and the strings of each locale folder. A render then only makes
 * its own i18next instance, query client and request wrapper.
 */
import type { ResourceLanguage } from 'i18next';
import path from 'node:path';
import { localeNamespaceFiles, readLocaleNamespace } from '../../scripts/lib/locale-files';
import { resolveEdition, type ResolvedEdition } from '../../scripts/vite/edition-plugin';
import type { FeatureModule } from '../../src/editions/feature-module';
import { createAppSystem } from '../../src/ui/theme/create-app-system';

const root = path.resolve(import.meta.dirname, '../..');

export interface EditionInputs {
  readonly resolved: ResolvedEdition;
  readonly features: readonly FeatureModule[];
  readonly system: ReturnType<typeof createAppSystem>;
}

const editions = new Map<string, Promise<EditionInputs>>();
const systems = new Map<string, ReturnType<typeof createAppSystem>>();
const folders = new Map<string, ResourceLanguage>();

async function load(id: string): Promise<EditionInputs> {
  const resolved = await resolveEdition({ edition: id, environment: 'sandbox' });
  const features: FeatureModule[] = [];
  // The features the manifest enables, as `virtual:edition` imports them for a build.
  for (const feature of Object.keys(resolved.manifest.features)) {
    const mod = (await import(`../../src/features/${feature}/index.tsx`)) as {
      default: FeatureModule;
    };
    features.push(mod.default);
  }
  let system = systems.get(resolved.manifest.theme);
  if (!system) {
    // Building a system merges all of Chakra's tokens: once per theme.
    system = createAppSystem(resolved.theme);
    systems.set(resolved.manifest.theme, system);
  }
  return { resolved, features, system };
}

/** editions/<id>.json resolved for the sandbox, with its features and theme. */
export function editionInputs(id: string): Promise<EditionInputs> {
  let inputs = editions.get(id);
  if (!inputs) {
    inputs = load(id);
    editions.set(id, inputs);
  }
  return inputs;
}

/** Every namespace of locales/<folder>. */
export function localeFolder(folder: string): ResourceLanguage {
  let strings = folders.get(folder);
  if (!strings) {
    const dir = path.join(root, 'locales');
    strings = Object.fromEntries(
      localeNamespaceFiles(dir, folder).map((file) => [
        file.replace(/\.json$/, ''),
        readLocaleNamespace(dir, folder, file) as ResourceLanguage[string],
      ]),
    );
    folders.set(folder, strings);
  }
  return strings;
}
