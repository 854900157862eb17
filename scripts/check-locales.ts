/**
 * `npm run locales:check`: every language an edition offers has all of English's keys, with
 * the same placeholders and tags (no language may wait for its translation).
 * Prints one line per problem and a summary; exits 1 when anything is wrong.
 */
import path from 'node:path';
import { languageCatalog, type LanguageCode } from '../src/editions/language-catalog';
import { loadEditions, projectRoot } from './lib/editions';
import { checkLocaleParity, formatLocaleProblem } from './lib/locale-parity';

const localesDir = path.join(projectRoot, 'locales');
const { editions, problems: manifestProblems } = await loadEditions();
if (manifestProblems.length > 0) {
  console.warn(
    `Note: ${manifestProblems.length} manifest problem(s) (see npm run editions:check); checking the languages of the valid editions.`,
  );
}

const folders = [...editions.values()].flatMap((edition) =>
  edition.languages.available.map((code) => languageCatalog[code as LanguageCode].resources),
);
const { problems, checked } = await checkLocaleParity({ localesDir, folders });

if (problems.length === 0) {
  console.log(
    `Locales OK: ${checked.length ? checked.join(', ') : 'no folder'} complete against en.`,
  );
} else {
  for (const problem of problems) console.error(formatLocaleProblem(problem));
  console.error(
    `\n${problems.length} locale problem${problems.length === 1 ? '' : 's'} (checked: ${checked.join(', ') || 'none'}).`,
  );
  process.exitCode = 1;
}
