/**
 * Rules the zod schema cannot express because they look beyond one manifest: the file name,
 * the theme files, the other editions (hosts, registration redirects), and legal links on the
 * edition's own hosts in each of its languages (./legal-link-rules.ts).
 */
import type { EditionManifest } from '../../src/editions/manifest-schema';
import { environments } from '../../src/editions/manifest-schema';
import { checkLegalLinks } from './legal-link-rules';
import { manifestJsonSchemaFileName } from './manifest-json-schema';
import type { ManifestProblem } from './manifest-problem';

export interface ManifestFile {
  /** Display path, as in problems. */
  readonly file: string;
  /** File name without `.json`: the edition id it must carry. */
  readonly name: string;
  /** The JSON as read (undefined when it is not valid JSON). */
  readonly data: unknown;
  /** Set when the file passed the schema. */
  readonly manifest?: EditionManifest;
}

export interface CrossRuleContext {
  /** Names of the files in themes/ without `.json`. */
  readonly themes: readonly string[];
  /** How the themes folder is shown in messages, such as `themes`. */
  readonly themesFolder: string;
}

const schemaReference = `./${manifestJsonSchemaFileName}`;

export function checkCrossRules(
  files: readonly ManifestFile[],
  context: CrossRuleContext,
): ManifestProblem[] {
  return [
    ...files.flatMap((f) => [...schemaReferenceRule(f), ...idRule(f)]),
    ...files.flatMap((f) => (f.manifest ? themeRule(f, f.manifest, context) : [])),
    ...duplicateHostRule(files),
    ...files.flatMap((f) => (f.manifest ? redirectRule(f, f.manifest, files) : [])),
    ...duplicateSiteCodeRule(files),
    ...homeSiteRule(files),
    ...checkLegalLinks(files),
  ];
}

function schemaReferenceRule({ file, data }: ManifestFile): ManifestProblem[] {
  if (!isRecord(data) || data.$schema === schemaReference) return [];
  return [
    {
      file,
      path: '$schema',
      rule: `must be ${JSON.stringify(schemaReference)} so editors can autocomplete and check the file`,
    },
  ];
}

function idRule({ file, name, data }: ManifestFile): ManifestProblem[] {
  if (!isRecord(data) || typeof data.id !== 'string' || data.id === name) return [];
  return [
    {
      file,
      path: 'id',
      rule: `${JSON.stringify(data.id)} must equal the file name: rename the file or set "id" to ${JSON.stringify(name)}`,
    },
  ];
}

function themeRule(
  { file }: ManifestFile,
  manifest: EditionManifest,
  { themes, themesFolder }: CrossRuleContext,
): ManifestProblem[] {
  if (themes.includes(manifest.theme)) return [];
  return [
    {
      file,
      path: 'theme',
      rule: `there is no theme ${JSON.stringify(manifest.theme)}: ${themesFolder}/${manifest.theme}.json does not exist`,
      allowed: themes,
    },
  ];
}

/** The app picks its edition from the host name, so a host must lead to one edition only. */
function duplicateHostRule(files: readonly ManifestFile[]): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  for (const env of environments) {
    const owner = new Map<string, string>();
    for (const { file, manifest } of files) {
      for (const host of manifest?.hosts[env] ?? []) {
        const first = owner.get(host);
        if (first === undefined) {
          owner.set(host, file);
          continue;
        }
        problems.push({
          file,
          path: `hosts.${env}`,
          rule: `duplicate host: ${JSON.stringify(host)} is also listed by ${first} for ${env}; a host can belong to one edition only`,
        });
      }
    }
  }
  return problems;
}

/**
 * Site jumps and residence prompts name a site by its site code and go to the edition that
 * carries it, so a site code may belong to one edition only.
 */
function duplicateSiteCodeRule(files: readonly ManifestFile[]): ManifestProblem[] {
  const owner = new Map<string, string>();
  const problems: ManifestProblem[] = [];
  for (const { file, manifest } of files) {
    if (!manifest) continue;
    const first = owner.get(manifest.siteCode);
    if (first === undefined) {
      owner.set(manifest.siteCode, file);
      continue;
    }
    problems.push({
      file,
      path: 'siteCode',
      rule: `duplicate site code: ${JSON.stringify(manifest.siteCode)} is also the site code of ${first}; a site code can belong to one edition only`,
    });
  }
  return problems;
}

/**
 * The site-jump rule sends every account without a site of its own to the home site, so there
 * can be one only. (A folder without one, such as a subset of editions, has no jumps to it.)
 */
function homeSiteRule(files: readonly ManifestFile[]): ManifestProblem[] {
  const homes = files.filter((f) => f.manifest?.siteJump.accounts === 'home');
  return homes.slice(1).map(({ file }) => ({
    file,
    path: 'siteJump.accounts',
    rule: `${homes[0]!.file} is already the home site: only one edition may have "accounts": "home"`,
    allowed: ['own-kyc-country', 'shares-home'],
  }));
}

function redirectRule(
  { file, name }: ManifestFile,
  manifest: EditionManifest,
  files: readonly ManifestFile[],
): ManifestProblem[] {
  const redirect = manifest.register.redirectTo;
  if (!redirect) return [];
  const others = files.map((f) => f.name).filter((id) => id !== name);
  if (redirect.edition === name) {
    return [
      {
        file,
        path: 'register.redirectTo.edition',
        rule: 'an edition cannot send registration to itself',
        allowed: others,
      },
    ];
  }
  const target = files.find((f) => f.name === redirect.edition);
  if (!target) {
    return [
      {
        file,
        path: 'register.redirectTo.edition',
        rule: `there is no edition ${JSON.stringify(redirect.edition)}`,
        allowed: others,
      },
    ];
  }
  // A target with problems of its own is reported on its own lines; do not guess at it here.
  if (!target.manifest) return [];
  const problems: ManifestProblem[] = [];
  if (target.manifest.register.redirectTo) {
    problems.push({
      file,
      path: 'register.redirectTo.edition',
      rule: `${JSON.stringify(redirect.edition)} sends its own registration elsewhere; point to the edition that registers`,
    });
  }
  const targetLanguages = target.manifest.languages.available;
  for (const [from, to] of Object.entries(redirect.localeMap)) {
    if (to !== undefined && !targetLanguages.includes(to)) {
      problems.push({
        file,
        path: `register.redirectTo.localeMap.${from}`,
        rule: `${JSON.stringify(to)} is not one of the languages of the target edition "${redirect.edition}"`,
        allowed: targetLanguages,
      });
    }
  }
  return problems;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every consent text and link text a manifest names must exist in English, or the register
 * form would show a raw key. `consentKeys` are the leaf keys of `locales/en/consent.json`.
 */
export function checkConsentKeys(
  files: readonly ManifestFile[],
  consentKeys: readonly string[],
  consentFile: string,
): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const check = (file: string, path: string, key: string) => {
    if (consentKeys.includes(key)) return;
    problems.push({
      file,
      path,
      rule: `${JSON.stringify(key)} is not a key in ${consentFile}`,
      allowed: consentKeys,
    });
  };
  for (const { file, manifest } of files) {
    manifest?.register.consent.forEach((box, i) => {
      check(file, `register.consent.${i}.labelKey`, box.labelKey);
      box.links.forEach((link, j) => {
        check(file, `register.consent.${i}.links.${j}.labelKey`, link.labelKey);
      });
    });
  }
  return problems;
}
