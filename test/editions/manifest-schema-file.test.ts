// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadEditions } from '../../scripts/lib/editions';
import {
  generateManifestSchemaText,
  manifestSchemaFilePath,
  manifestSchemaFileStatus,
} from '../../scripts/lib/manifest-schema-file';

describe('editions/manifest.schema.json', () => {
  it('is what `npm run editions:schema` would write now', async () => {
    expect(await manifestSchemaFileStatus()).toBe('up-to-date');
  });

  it('is generated the same way twice, pretty-printed with a final newline', async () => {
    const text = await generateManifestSchemaText();
    expect(await generateManifestSchemaText()).toBe(text);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "type": "object",\n');
  });

  it('lets fields with a default be left out, and describes the fields', async () => {
    const schema = JSON.parse(await readFile(manifestSchemaFilePath(), 'utf8'));
    expect(schema.properties.login.required).toEqual(['tabs']);
    expect(schema.properties.features.description).toMatch(/turkey-bridge/);
    expect(schema.properties.languages.properties.default.enum).toContain('tr-TUR');
  });

  it('is referenced by every manifest', async () => {
    const { editions } = await loadEditions();
    for (const id of editions.keys()) {
      const raw = JSON.parse(await readFile(`editions/${id}.json`, 'utf8'));
      expect(raw.$schema, id).toBe('./manifest.schema.json');
    }
  });
});
