// @vitest-environment node
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/editions';
import { realManifest, tempEditions } from './manifest-fixtures';

const run = promisify(execFile);
const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');

async function checkEditions(args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, ['scripts/check-editions.ts', ...args], {
      cwd: projectRoot,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function folderOptions(manifests: Record<string, unknown>): Promise<string[]> {
  const { editionsDir, themesDir, localesDir } = await tempEditions(manifests);
  return ['--dir', editionsDir, '--themes', themesDir, '--locales', localesDir];
}

describe('npm run editions:check -- --dir <folder>', () => {
  it('prints each problem on its own line with a summary and exits 1', async () => {
    const tur = await realManifest('tur');
    tur.languages.default = 'de-EU';
    tur.login.tabs = [];
    const result = await checkEditions(await folderOptions({ tur }));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `tur.json › languages.default: "de-EU" is not one of this edition's available languages (allowed: tr-TUR, en-TR)\n`,
    );
    expect(result.stderr).toContain('tur.json › login.tabs: must list at least one login tab\n');
    expect(result.stderr).toContain('2 problems; 0 manifests passed the schema.');
  });

  it('passes a good folder', async () => {
    const result = await checkEditions(await folderOptions({ geo: await realManifest('geo') }));
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Editions OK: 1 manifest checked (geo).');
  });

  it('names a consent key that English does not have', async () => {
    const geo = await realManifest('geo');
    const { editionsDir, themesDir, localesDir } = await tempEditions({ geo });
    geo.register.consent[0].labelKey = 'termsGeorgia';
    await writeFile(path.join(editionsDir, 'geo.json'), JSON.stringify(geo));
    const options = ['--dir', editionsDir, '--themes', themesDir, '--locales', localesDir];
    const result = await checkEditions(options);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /geo\.json › register\.consent\.0\.labelKey: "termsGeorgia" is not a key in .*consent\.json \(allowed: termsGeo, termsOfService, privacyPolicy, riskDisclosure\)/,
    );
  });

  it('names the file, key, edition and language of a consent text left untranslated', async () => {
    const geo = await realManifest('geo');
    const { editionsDir, themesDir, localesDir } = await tempEditions({ geo });
    const ru = path.join(localesDir, 'ru', 'consent.json');
    const strings = JSON.parse(await readFile(ru, 'utf8')) as Record<string, string>;
    delete strings.termsGeo;
    await writeFile(ru, JSON.stringify(strings));
    const options = ['--dir', editionsDir, '--themes', themesDir, '--locales', localesDir];
    const result = await checkEditions(options);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /locales\/ru\/consent\.json › termsGeo: the consent text is not translated; visitors see it in edition "geo" in ru \(.*geo\.json › register\.consent\.0\.labelKey\)\n/,
    );
    expect(result.stderr).toContain('1 problem; 1 manifest passed the schema.');
  });
});
