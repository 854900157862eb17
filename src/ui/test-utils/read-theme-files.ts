import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Under jsdom `import.meta.url` is not a file URL; the module's own directory still is known.
const themesDir = path.resolve(import.meta.dirname, '../../../themes');

/** Every `themes/*.json`, read from disk, so tests cover brands added later without edits. */
export function readThemeFiles(): { file: string; json: unknown }[] {
  return readdirSync(themesDir)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.schema.json'))
    .sort()
    .map((name) => ({
      file: name,
      json: JSON.parse(readFileSync(path.join(themesDir, name), 'utf8')),
    }));
}
