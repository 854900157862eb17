/**
 * `npm run editions:check [-- --dir <folder>] [--themes <folder>] [--locales <folder>]`:
 * validates every edition manifest (schema, cross-file rules, consent keys in English, consent
 * texts translated in each of an edition's languages) and that editions/manifest.schema.json is
 * up to date. Prints one line per problem and a summary;
 * exits 1 when anything is wrong. The options point at other folders (tests use them).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkConsentTranslations } from './lib/consent-translation-rules';
import { checkConsentKeys } from './lib/edition-cross-rules';
import { formatProblem, loadEditions, loadFeatureCatalog, projectRoot } from './lib/editions';
import { leafKeys } from './lib/locale-parity';
import { manifestJsonSchemaFileName } from './lib/manifest-json-schema';
import { manifestSchemaFileStatus, manifestSchemaFilePath } from './lib/manifest-schema-file';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    themes: { type: 'string' },
    locales: { type: 'string' },
  },
});
const editionsDir = values.dir ? path.resolve(values.dir) : path.join(projectRoot, 'editions');
const themesDir = values.themes ? path.resolve(values.themes) : undefined;
const localesDir = path.resolve(values.locales ?? path.join(projectRoot, 'locales'));
const shown = (file: string) => path.relative(projectRoot, file);

const { editions, problems, files } = await loadEditions({ editionsDir, themesDir });
const lines = problems.map(formatProblem);

const consentFile = path.join(localesDir, 'en', 'consent.json');
try {
  const english = JSON.parse(await readFile(consentFile, 'utf8')) as Record<string, unknown>;
  const consentProblems = checkConsentKeys(files, leafKeys(english), shown(consentFile));
  lines.push(...consentProblems.map(formatProblem));
} catch (error) {
  lines.push(`${shown(consentFile)}: cannot be read: ${(error as Error).message}`);
}
lines.push(
  ...checkConsentTranslations(files, {
    localesDir,
    localesShown: shown(localesDir),
    features: await loadFeatureCatalog(),
  }).map(formatProblem),
);

// Another folder (a test fixture) is held to the schema only when it carries a copy of it.
const schemaFile = values.dir
  ? path.join(editionsDir, manifestJsonSchemaFileName)
  : manifestSchemaFilePath();
if (!values.dir || existsSync(schemaFile)) {
  const status = await manifestSchemaFileStatus(schemaFile);
  if (status !== 'up-to-date') {
    lines.push(
      `${shown(schemaFile)}: ${status === 'missing' ? 'is missing' : 'is out of date with the manifest schema'}; run \`npm run editions:schema\` and commit the result`,
    );
  }
}

if (lines.length === 0) {
  console.log(
    `Editions OK: ${plural(editions.size, 'manifest')} checked (${[...editions.keys()].join(', ')}).`,
  );
} else {
  for (const line of lines) console.error(line);
  console.error(
    `\n${plural(lines.length, 'problem')}; ${plural(editions.size, 'manifest')} passed the schema.`,
  );
  process.exitCode = 1;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
