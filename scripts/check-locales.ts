/**
 * `npm run locales:check`: every language an edition offers has all of English's keys, with
 * the same placeholders and tags (no language may wait for its translation), no string left
 * the same as English unless `locales/identical-to-english.json` allows it, and no unsafe markup.
 * Prints one line per problem, then the length warnings (tight controls), and a summary;
 * exits 1 when anything is wrong (warnings alone do not fail).
 */
import path from 'node:path';
import { languageCatalog, type LanguageCode } from '../src/editions/language-catalog';
import { loadEditions, projectRoot } from './lib/editions';
import { checkLocaleParity, formatLocaleProblem, formatLocaleWarning } from './lib/locale-parity';

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
const { problems, warnings, checked } = await checkLocaleParity({ localesDir, folders });

for (const problem of problems) console.error(formatLocaleProblem(problem));
for (const warning of warnings) console.warn(formatLocaleWarning(warning));
if (warnings.length > 0) {
  console.warn(
    `\n${warnings.length} length warning${warnings.length === 1 ? '' : 's'} (tight controls; not a failure).`,
  );
}

if (problems.length === 0) {
  console.log(
    `Locales OK: ${checked.length ? checked.join(', ') : 'no folder'} complete against en.`,
  );
} else {
  console.error(
    `\n${problems.length} locale problem${problems.length === 1 ? '' : 's'} (checked: ${checked.join(', ') || 'none'}).`,
  );
  process.exitCode = 1;
}
