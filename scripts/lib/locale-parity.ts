/**
 * Locale parity: every folder an edition uses under `locales/` has each key English has, with
 * the same `{{placeholders}}` and `<tags>`, so no screen shows a raw key or drops a value. There
 * is no list of languages waiting for a translation: a missing folder, file or key fails.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface LocaleProblem {
  /** Locale folder, such as `tr`. */
  readonly folder: string;
  /** Namespace file, such as `register.json` (empty for the folder itself). */
  readonly namespace: string;
  /** Dotted key inside it (empty for the whole file). */
  readonly key: string;
  readonly rule: string;
}

export interface LocaleParityOptions {
  /** The `locales/` folder. */
  readonly localesDir: string;
  /** Folders the editions use (`languageCatalog[code].resources`). */
  readonly folders: readonly string[];
  /** The folder every other one is compared with; default `en`. */
  readonly reference?: string;
}

export interface LocaleParityResult {
  readonly problems: readonly LocaleProblem[];
  /** Folders that were compared with the reference. */
  readonly checked: readonly string[];
}

export function formatLocaleProblem(problem: LocaleProblem): string {
  const file = problem.namespace
    ? `locales/${problem.folder}/${problem.namespace}`
    : `locales/${problem.folder}`;
  return `${problem.key ? `${file} › ${problem.key}` : file}: ${problem.rule}`;
}

export async function checkLocaleParity(options: LocaleParityOptions): Promise<LocaleParityResult> {
  const reference = options.reference ?? 'en';
  const folders = [...new Set(options.folders)].sort();
  const problems: LocaleProblem[] = [];
  const checked: string[] = [];

  const namespaces = await namespaceFiles(path.join(options.localesDir, reference));
  const english = new Map<string, Record<string, unknown>>();
  for (const namespace of namespaces) {
    english.set(
      namespace,
      await readJsonObject(path.join(options.localesDir, reference, namespace)),
    );
  }

  for (const folder of folders) {
    if (folder === reference) continue;
    checked.push(folder);
    for (const [namespace, englishTree] of english) {
      const file = path.join(options.localesDir, folder, namespace);
      let tree: Record<string, unknown>;
      try {
        tree = await readJsonObject(file);
      } catch (error) {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        problems.push({
          folder,
          namespace,
          key: '',
          rule: missing
            ? 'is missing (English has it); translate it'
            : `cannot be read: ${(error as Error).message}`,
        });
        continue;
      }
      problems.push(
        ...compareTrees(englishTree, tree, pluralCategories(folder)).map((p) => ({
          folder,
          namespace,
          ...p,
        })),
      );
    }
  }
  return { problems, checked };
}

async function namespaceFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
}

async function readJsonObject(file: string): Promise<Record<string, unknown>> {
  const data: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isRecord(data)) throw new Error('must hold one JSON object { … }');
  return data;
}

/** The i18next plural suffixes; English has one/other, other languages need their own set. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const pluralOrder = ['zero', 'one', 'two', 'few', 'many', 'other'];

function pluralCategories(folder: string): readonly string[] {
  try {
    return new Intl.PluralRules(folder).resolvedOptions().pluralCategories;
  } catch {
    return ['one', 'other'];
  }
}

type KeyProblem = Omit<LocaleProblem, 'folder' | 'namespace'>;

function compareTrees(
  english: Record<string, unknown>,
  translated: Record<string, unknown>,
  categories: readonly string[],
): KeyProblem[] {
  const reference = flatten(english);
  const target = flatten(translated);
  const problems: KeyProblem[] = [];

  for (const [key, englishValue] of reference) {
    const plural = pluralBase(key, reference);
    if (plural) {
      // Checked once per plural group, from its `_other` form.
      if (key === `${plural}_other`) {
        problems.push(...comparePlural(plural, englishValue, reference, target, categories));
      }
      continue;
    }
    problems.push(...compareEntry(key, englishValue, target.get(key), { countOptional: false }));
  }
  return problems;
}

function pluralBase(key: string, reference: ReadonlyMap<string, unknown>): string | undefined {
  const match = pluralSuffix.exec(key);
  if (!match) return undefined;
  const base = key.slice(0, -match[0].length);
  return reference.has(`${base}_other`) ? base : undefined;
}

function comparePlural(
  base: string,
  englishOther: unknown,
  reference: ReadonlyMap<string, unknown>,
  target: ReadonlyMap<string, unknown>,
  categories: readonly string[],
): KeyProblem[] {
  // An explicit `_zero` in English ("no attempts left") is wanted in every language.
  const needed = pluralOrder.filter(
    (category) =>
      categories.includes(category) || (category === 'zero' && reference.has(`${base}_zero`)),
  );
  return needed.flatMap((category) =>
    // Forms such as "one" may spell the number out, so {{count}} is optional there.
    compareEntry(`${base}_${category}`, englishOther, target.get(`${base}_${category}`), {
      countOptional: category !== 'other',
    }),
  );
}

function compareEntry(
  key: string,
  englishValue: unknown,
  value: unknown,
  { countOptional }: { countOptional: boolean },
): KeyProblem[] {
  if (value === undefined) {
    return [{ key, rule: `is missing (English: ${JSON.stringify(englishValue)})` }];
  }
  if (typeof englishValue !== 'string') return [];
  if (typeof value !== 'string') {
    return [{ key, rule: `must be text like English (${JSON.stringify(englishValue)})` }];
  }
  const problems: KeyProblem[] = [];
  const wanted = placeholders(englishValue);
  const found = placeholders(value);
  for (const name of wanted) {
    if (!found.has(name) && !(countOptional && name === 'count')) {
      problems.push({ key, rule: `lacks the placeholder {{${name}}} that English has` });
    }
  }
  for (const name of found) {
    if (!wanted.has(name)) {
      problems.push({
        key,
        rule: `uses {{${name}}}, which English does not have (no value fills it)`,
      });
    }
  }
  const wantedTags = tags(englishValue);
  const foundTags = tags(value);
  for (const tag of wantedTags) {
    if (!foundTags.has(tag))
      problems.push({ key, rule: `lacks the <${tag}> tag that English has` });
  }
  for (const tag of foundTags) {
    if (!wantedTags.has(tag))
      problems.push({ key, rule: `has a <${tag}> tag English does not have` });
  }
  return problems;
}

/** `{{name}}` and i18next's formatted `{{name, number}}`. */
function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/{{\s*([^\s,}]+)[^}]*}}/g)].map((m) => m[1] as string));
}

/** Opening tags of Trans components (`<link0>`, `<1>`, `<strong>`). */
function tags(text: string): Set<string> {
  return new Set([...text.matchAll(/<([a-zA-Z0-9]+)\s*\/?>/g)].map((m) => m[1] as string));
}

/** The dotted keys of a namespace's strings, as `t('a.b')` names them. */
export function leafKeys(tree: Record<string, unknown>): string[] {
  return [...flatten(tree).keys()];
}

/** Leaf keys in dotted form (i18next's key separator), with their values. */
function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value)) {
      for (const [k, v] of flatten(value, full)) out.set(k, v);
    } else {
      out.set(full, value);
    }
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
