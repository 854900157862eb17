/**
 * Turns zod's issues into problems a compliance editor can act on: the value that is wrong, the
 * rule in plain words and, for closed lists (languages, tabs, providers, features, …), the
 * allowed values. Messages written into the schema itself are kept as they are.
 */
import type { z } from 'zod';
import { allowedKeysAt, type JsonSchemaNode } from './manifest-json-schema';
import { jsonPath, type ManifestProblem } from './manifest-problem';

/**
 * Passed to `safeParse` as the per-parse error map. zod prefers a message given in the schema,
 * so an issue whose message is still this marker had none and gets a generated one here.
 */
const generatedMarker = '\u0000generated';
export const markGeneratedMessages = (): string => generatedMarker;

type Issue = z.core.$ZodIssue;
type Segments = readonly PropertyKey[];

interface IssueContext {
  readonly file: string;
  /** The manifest as read from the file, to quote the wrong value. */
  readonly data: unknown;
  /** Input JSON schema, to list the field names allowed where an unknown one was found. */
  readonly jsonSchema: JsonSchemaNode;
}

export function problemsFromIssues(
  issues: readonly Issue[],
  context: IssueContext,
): ManifestProblem[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => unknownKeyProblem(issue.path, key, context))
      : [problemFromIssue(issue, context)],
  );
}

function problemFromIssue(issue: Issue, { file, data }: IssueContext): ManifestProblem {
  const value = valueAt(data, issue.path);
  const own = issue.message !== generatedMarker ? issue.message : undefined;
  const allowed = allowedValues(issue);
  const rule = own ?? generatedRule(issue, value);
  return {
    file,
    path: jsonPath(issue.path),
    rule: inFeatureConfig(issue.path, rule),
    ...(allowed ? { allowed } : {}),
  };
}

function unknownKeyProblem(parent: Segments, key: string, context: IssueContext): ManifestProblem {
  const allowed = allowedKeysAt(context.jsonSchema, parent)?.filter((k) => k !== '$schema');
  const rule = `${JSON.stringify(key)} is not ${unknownKeyNoun(parent)}`;
  return {
    file: context.file,
    path: jsonPath([...parent, key]),
    rule: inFeatureConfig([...parent, key], rule),
    ...(allowed ? { allowed } : {}),
  };
}

function allowedValues(issue: Issue): string[] | undefined {
  if (issue.code === 'invalid_value' && issue.values.length > 1) return issue.values.map(String);
  if (issue.code === 'custom' && Array.isArray(issue.params?.allowed)) {
    return (issue.params.allowed as unknown[]).map(String);
  }
  return undefined;
}

function generatedRule(issue: Issue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.path.length === 0) return 'the file must hold one JSON object { … }';
      return value === undefined
        ? 'is missing (this field is required)'
        : `must be ${typeName(issue.expected)}, found ${describeValue(value)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `${describeValue(value)} is not ${valueNoun(issue.path)}`;
    case 'too_small':
      return sizeRule('at least', issue.origin, Number(issue.minimum), issue.inclusive);
    case 'too_big':
      return sizeRule('at most', issue.origin, Number(issue.maximum), issue.inclusive);
    case 'invalid_format':
      return `${describeValue(value)} does not have the expected form`;
    default:
      return `${describeValue(value)} is not valid here`;
  }
}

function sizeRule(bound: string, origin: string, limit: number, inclusive = true): string {
  if (origin === 'string') {
    return limit === 1 && bound === 'at least'
      ? 'must not be empty'
      : `must be ${bound} ${limit} characters long`;
  }
  if (origin === 'array') return `must list ${bound} ${limit} item${limit === 1 ? '' : 's'}`;
  if (!inclusive) return `must be ${bound === 'at least' ? 'greater' : 'less'} than ${limit}`;
  return `must be ${bound} ${limit}`;
}

/** A feature's config is checked by that feature's own schema: say which feature it is. */
function inFeatureConfig(path: Segments, rule: string): string {
  return path[0] === 'features' && path.length > 2
    ? `in the config of the "${String(path[1])}" feature: ${rule}`
    : rule;
}

const valueNouns: Record<string, string> = {
  default: 'a known language code',
  available: 'a known language code',
  localeMap: 'a known language code',
  providers: 'a third-party sign-in provider',
  oldCaptchaList: 'a captcha provider',
  endpoint: 'an endpoint',
  longBan: 'a long-ban behaviour',
  referralCode: 'a referral-code setting',
};

function valueNoun(path: Segments): string {
  const names = path.filter((segment) => typeof segment === 'string') as string[];
  const last = names.at(-1) ?? '';
  if (last === 'tabs') return `a ${names.at(-2) === 'login' ? 'login' : 'register'} tab`;
  return valueNouns[last] ?? 'one of the allowed values';
}

function unknownKeyNoun(parent: Segments): string {
  const where = jsonPath(parent);
  if (where === 'features') return 'a known feature';
  if (where === 'captcha.scenes') return 'a known captcha scene';
  if (where.endsWith('localeMap')) return 'a known language code';
  return 'a known field here (check the spelling)';
}

const typeNames: Record<string, string> = {
  string: 'text in quotes',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list [ … ]',
  object: 'a group of fields { … }',
};

function typeName(expected: string): string {
  return typeNames[expected] ?? expected;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'a group of fields';
  return JSON.stringify(value);
}

function valueAt(data: unknown, path: Segments): unknown {
  let current = data;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}
