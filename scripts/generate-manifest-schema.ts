/** `npm run editions:schema`: writes editions/manifest.schema.json from the zod schema. */
import path from 'node:path';
import { projectRoot } from './lib/editions';
import { writeManifestSchemaFile } from './lib/manifest-schema-file';

const file = await writeManifestSchemaFile();
console.log(`Wrote ${path.relative(projectRoot, file)}`);
