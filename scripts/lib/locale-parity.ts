/**
 * Locale parity: every folder an edition uses under `locales/` has each key English has, with
 * the same `{{placeholders}}` and `<tags>`, so no screen shows a raw key or drops a value. There
 * is no list of languages waiting for a translation: a missing folder, file or key fails.
 *
 * On top, what a translation reviewer looks for: a string left the same as English fails unless
 * `locales/identical-to-english.json` allows it with a reason; unsafe markup (`<script`,
 * `javascript:`, `on…=` attributes, `<img`, `<iframe`, `&#`) fails in any string, English too;
 * a tight control (button, tab) much longer than English is a warning.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { localeVariants, readLocaleNamespace } from './locale-files';

export interface LocaleProblem {
  /** Locale folder, such as `tr` (empty for a file directly in `locales/`, the allow list). */
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
  /**
   * The reviewed strings that may stay the same as English; default
   * `<localesDir>/identical-to-english.json`. Without the file no string may.
   */
  readonly identicalAllowList?: string;
}

export interface LocaleParityResult {
  readonly problems: readonly LocaleProblem[];
  /** Not failures: tight controls (buttons, tabs) much longer than English. */
  readonly warnings: readonly LocaleProblem[];
  /** Folders that were compared with the reference. */
  readonly checked: readonly string[];
}

export function formatLocaleProblem(problem: LocaleProblem): string {
  const file = [problem.folder, problem.namespace].filter(Boolean).join('/');
  const where = `locales/${file}`;
  return `${problem.key ? `${where} › ${problem.key}` : where}: ${problem.rule}`;
}

export function formatLocaleWarning(warning: LocaleProblem): string {
  return `warning: ${formatLocaleProblem(warning)}`;
}

export async function checkLocaleParity(options: LocaleParityOptions): Promise<LocaleParityResult> {
  const reference = options.reference ?? 'en';
  const folders = [...new Set(options.folders)].sort();
  const problems: LocaleProblem[] = [];
  const warnings: LocaleProblem[] = [];
  const checked: string[] = [];

  const namespaces = await namespaceFiles(path.join(options.localesDir, reference));
  const english = new Map<string, Record<string, unknown>>();
  for (const namespace of namespaces) {
    const tree = await readJsonObject(path.join(options.localesDir, reference, namespace));
    english.set(namespace, tree);
    problems.push(
      ...[...unsafeMarkup(flatten(tree)), ...countWithoutPlural(flatten(tree))].map((p) => ({
        folder: reference,
        namespace,
        ...p,
      })),
    );
  }

  const allowList = await readIdenticalAllowList(
    options.identicalAllowList ?? path.join(options.localesDir, identicalAllowListName),
    { localesDir: options.localesDir, reference, english },
  );

  const variants = localeVariants(options.localesDir);
  for (const folder of folders) {
    if (folder === reference) continue;
    checked.push(folder);
    const base = variants[folder];
    for (const [namespace, englishTree] of english) {
      const file = path.join(options.localesDir, folder, namespace);
      let tree: Record<string, unknown>;
      // A regional variant is its own strings over its base's: the two together must be complete;
      // its own must each replace a string the base has, and are the ones reviewed.
      let reviewed: Record<string, unknown> | undefined;
      try {
        if (base) {
          const own = await readJsonObject(file).catch((error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') return {};
            throw error;
          });
          const baseKeys = flatten(
            await readJsonObject(path.join(options.localesDir, base, namespace)),
          );
          for (const key of flatten(own).keys()) {
            if (!baseKeys.has(key)) {
              problems.push({
                folder,
                namespace,
                key,
                rule: `is not in the base folder ${base}: a regional variant only replaces its base's strings`,
              });
            }
          }
          reviewed = own;
          tree = readLocaleNamespace(options.localesDir, folder, namespace);
        } else {
          tree = await readJsonObject(file);
        }
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
      const review = reviewTranslation(flatten(englishTree), flatten(reviewed ?? tree), {
        allowed: allowList.entries.get(folder)?.get(namespace) ?? new Map(),
        anyFolder: allowList.anyFolder,
        listFile: allowList.name,
      });
      problems.push(...review.problems.map((p) => ({ folder, namespace, ...p })));
      problems.push(
        ...review.staleEntries.map((p) =>
          allowListProblem(allowList.name, ['folders', folder, namespace, p.key], p.rule),
        ),
      );
      warnings.push(...review.warnings.map((p) => ({ folder, namespace, ...p })));
    }
  }
  problems.push(...allowList.problems);
  return { problems, warnings, checked };
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

/** The file of reviewed strings that may stay the same as English, in `locales/`. */
export const identicalAllowListName = 'identical-to-english.json';

interface IdenticalAllowList {
  /** The file's name as problems show it (`locales/<name>`). */
  readonly name: string;
  /** Strings allowed to equal English in every folder (brand names). */
  readonly anyFolder: ReadonlySet<string>;
  /** folder → namespace file → dotted key → why it is the same. */
  readonly entries: ReadonlyMap<string, ReadonlyMap<string, ReadonlyMap<string, string>>>;
  readonly problems: readonly LocaleProblem[];
}

function allowListProblem(name: string, where: readonly string[], rule: string): LocaleProblem {
  return { folder: '', namespace: name, key: where.join(' › '), rule };
}

/**
 * Reads and validates the allow list: `{ "$comment", "anyFolder": [values],
 * "folders": { folder: { "x.json": { "dotted.key": "reason" } } } }`. A missing file allows
 * nothing; every entry must name an existing folder, an English file and key, and a reason.
 */
async function readIdenticalAllowList(
  file: string,
  context: {
    readonly localesDir: string;
    readonly reference: string;
    readonly english: ReadonlyMap<string, Record<string, unknown>>;
  },
): Promise<IdenticalAllowList> {
  const name = path.relative(context.localesDir, file).split(path.sep).join('/');
  const anyFolder = new Set<string>();
  const entries = new Map<string, Map<string, Map<string, string>>>();
  const problems: LocaleProblem[] = [];
  const fail = (where: readonly string[], rule: string) =>
    problems.push(allowListProblem(name, where, rule));
  const result = { name, anyFolder, entries, problems };

  let data: Record<string, unknown>;
  try {
    data = await readJsonObject(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      fail([], `cannot be read: ${(error as Error).message}`);
    }
    return result;
  }

  for (const field of Object.keys(data)) {
    if (!['$comment', 'anyFolder', 'folders'].includes(field)) {
      fail([field], 'is not a known field (allowed: $comment, anyFolder, folders)');
    }
  }

  const values = data.anyFolder ?? [];
  if (!Array.isArray(values)) {
    fail(['anyFolder'], 'must be a list of strings allowed to equal English in every folder');
  } else {
    values.forEach((value: unknown, index) => {
      if (typeof value !== 'string' || value.trim() === '') {
        fail(['anyFolder', String(index)], 'must be a string that is not empty');
      } else if (anyFolder.has(value)) {
        fail(['anyFolder', String(index)], `${JSON.stringify(value)} is listed twice`);
      } else {
        anyFolder.add(value);
      }
    });
  }

  const folders = data.folders ?? {};
  if (!isRecord(folders)) {
    fail(['folders'], 'must be an object { folder: { "file.json": { key: reason } } }');
    return result;
  }
  const existing = new Set(
    (await readdir(context.localesDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && entry.name !== context.reference)
      .map((entry) => entry.name),
  );
  for (const [folder, namespaces] of Object.entries(folders)) {
    if (!existing.has(folder)) {
      fail(
        ['folders', folder],
        `"${folder}" is not a translated locale folder (allowed: ${[...existing].sort().join(', ')})`,
      );
      continue;
    }
    if (!isRecord(namespaces)) {
      fail(['folders', folder], 'must be an object { "file.json": { key: reason } }');
      continue;
    }
    const byNamespace = new Map<string, Map<string, string>>();
    entries.set(folder, byNamespace);
    for (const [namespace, keys] of Object.entries(namespaces)) {
      const englishTree = context.english.get(namespace);
      if (!englishTree) {
        fail(
          ['folders', folder, namespace],
          `is not a file of locales/${context.reference} (allowed: ${[...context.english.keys()].join(', ')})`,
        );
        continue;
      }
      if (!isRecord(keys)) {
        fail(['folders', folder, namespace], 'must be an object { "dotted.key": "reason" }');
        continue;
      }
      const englishKeys = flatten(englishTree);
      const byKey = new Map<string, string>();
      byNamespace.set(namespace, byKey);
      for (const [key, reason] of Object.entries(keys)) {
        const where = ['folders', folder, namespace, key];
        if (englishCounterpart(key, englishKeys) === undefined) {
          fail(where, `is not a key of locales/${context.reference}/${namespace}`);
        } else if (typeof reason !== 'string' || reason.trim() === '') {
          fail(where, 'needs a reason: one line on why the string is the same as English');
        } else {
          byKey.set(key, reason);
        }
      }
    }
  }
  return result;
}

/** The English string a translated key is compared with (a plural form with English `_other`). */
function englishCounterpart(key: string, reference: ReadonlyMap<string, unknown>): unknown {
  if (reference.has(key)) return reference.get(key);
  const match = pluralSuffix.exec(key);
  return match ? reference.get(`${key.slice(0, -match[0].length)}_other`) : undefined;
}

/** Letters of a string once `{{placeholders}}` and `<tags>` are left out. */
function letterCount(text: string): number {
  const bare = text.replace(/{{[^}]*}}/g, '').replace(/<\/?[a-zA-Z0-9]+\s*\/?>/g, '');
  return bare.match(/\p{L}/gu)?.length ?? 0;
}

/** "OK", "QR", "{{count}}s" may stay as they are: too short to be a translation left out. */
const shortestCounted = 4;

/** What a reviewer looks for, beyond parity: strings left in English, unsafe markup, lengths. */
function reviewTranslation(
  reference: ReadonlyMap<string, unknown>,
  target: ReadonlyMap<string, unknown>,
  allow: {
    readonly allowed: ReadonlyMap<string, string>;
    readonly anyFolder: ReadonlySet<string>;
    readonly listFile: string;
  },
): { problems: KeyProblem[]; warnings: KeyProblem[]; staleEntries: KeyProblem[] } {
  const problems: KeyProblem[] = [...unsafeMarkup(target)];
  const warnings: KeyProblem[] = [];
  const used = new Set<string>();

  for (const [key, value] of target) {
    const english = englishCounterpart(key, reference);
    if (typeof english !== 'string' || typeof value !== 'string') continue;

    if (value.trim() === english.trim() && letterCount(english) >= shortestCounted) {
      if (allow.allowed.has(key) && !allow.anyFolder.has(value)) {
        used.add(key);
      } else if (!allow.anyFolder.has(value)) {
        problems.push({
          key,
          rule: `is the same as English (${JSON.stringify(english)}); translate it, or list it with a reason in locales/${allow.listFile}`,
        });
      }
    }

    if (isTightControl(key)) {
      const length = displayLength(value);
      const englishLength = displayLength(english);
      if (
        length > englishLength * tightMargin.ratio &&
        length - englishLength > tightMargin.extra
      ) {
        warnings.push({
          key,
          rule: `${length} characters where English has ${englishLength} (tight control)`,
        });
      }
    }
  }

  const staleEntries: KeyProblem[] = [];
  for (const key of allow.allowed.keys()) {
    if (used.has(key)) continue;
    const value = target.get(key);
    if (typeof value !== 'string') continue; // reported as missing already
    staleEntries.push({
      key,
      rule: allow.anyFolder.has(value)
        ? `${JSON.stringify(value)} is allowed by anyFolder already; remove the entry`
        : letterCount(value) < shortestCounted
          ? `${JSON.stringify(value)} is too short for the check to flag; remove the entry`
          : `the translation (${JSON.stringify(value)}) is no longer the same as English; remove the entry`,
    });
  }
  return { problems, warnings, staleEntries };
}

/** Markup no translation needs; any string holding it fails, English included. */
const unsafePatterns: readonly RegExp[] = [
  /<\s*script/i,
  /javascript\s*:/i,
  // An event attribute: `onclick=` anywhere, or `onclick =` inside a tag (prose has `Once =`).
  /\bon\w+=|(?<=<[^>]*)\bon\w+\s*=/i,
  /<\s*img/i,
  /<\s*iframe/i,
  /&#/,
];

function unsafeMarkup(strings: ReadonlyMap<string, unknown>): KeyProblem[] {
  const problems: KeyProblem[] = [];
  for (const [key, value] of strings) {
    if (typeof value !== 'string') continue;
    for (const pattern of unsafePatterns) {
      const match = pattern.exec(value);
      if (match) {
        problems.push({
          key,
          rule: `has unsafe markup ${JSON.stringify(match[0])} (strings are text with <link0>-style tags only)`,
        });
      }
    }
  }
  return problems;
}

/**
 * An English string that interpolates `{{count}}` is a plural group (`key_one`, `key_other`), so
 * every language gets the forms its own plural rules ask for (Russian "1 секунду", "2 секунды",
 * "5 секунд"); a plain key would give one form for every number.
 */
function countWithoutPlural(strings: ReadonlyMap<string, unknown>): KeyProblem[] {
  return [...strings]
    .filter(
      ([key, value]) =>
        typeof value === 'string' && /\{\{\s*count\s*\}\}/.test(value) && !pluralSuffix.test(key),
    )
    .map(([key]) => ({
      key,
      rule: `interpolates {{count}} but is not a plural group (${key}_one, ${key}_other): each language needs its own forms`,
    }));
}

/** Keys of buttons and tabs, where a much longer translation may not fit. */
const tightNames = new Set([
  'submit',
  'allow',
  'deny',
  'cancel',
  'confirm',
  'retry',
  'signUp',
  'logIn',
  'close',
  'ok',
]);
const tightGroups = new Set(['tabs', 'buttons']);
/** A tight control is worth a warning when longer than 1.6 × English and by more than 6. */
const tightMargin = { ratio: 1.6, extra: 6 };

function isTightControl(key: string): boolean {
  const segments = key.split('.');
  const last = (segments.at(-1) ?? '').replace(pluralSuffix, '');
  return tightNames.has(last) || segments.slice(0, -1).some((s) => tightGroups.has(s));
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** Chinese, Japanese and Korean characters (and full-width forms) take two columns. */
const wide =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uff60\uffe0-\uffe6]/u;

/** Length as a reader sees it: one per character, two per CJK character. */
export function displayLength(text: string): number {
  let length = 0;
  for (const { segment } of graphemes.segment(text)) length += wide.test(segment) ? 2 : 1;
  return length;
}

/** The dotted keys of a namespace's strings, as `t('a.b')` names them. */
export function leafKeys(tree: Record<string, unknown>): string[] {
  return [...flatten(tree).keys()];
}

/** Leaf keys in dotted form (i18next's key separator), with their values. */
export function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, unknown> {
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
