// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLocaleParity, formatLocaleProblem } from '../../scripts/lib/locale-parity';

const english = {
  register: {
    title: 'Create your account',
    welcome: 'Welcome, {{name}}',
    terms: 'I agree to the <link0>Terms</link0>',
    tabs: { email: 'Email', mobile: 'Mobile' },
    attemptsLeft_one: '{{count}} attempt left',
    attemptsLeft_other: '{{count}} attempts left',
  },
};

const completeTurkish = {
  register: {
    title: 'Hesabınızı oluşturun',
    welcome: 'Hoş geldiniz, {{name}}',
    terms: '<link0>Koşulları</link0> kabul ediyorum',
    tabs: { email: 'E-posta', mobile: 'Telefon' },
    attemptsLeft_one: '{{count}} deneme kaldı',
    attemptsLeft_other: '{{count}} deneme kaldı',
  },
};

let localesDir = '';
afterEach(async () => {
  if (localesDir) await rm(path.dirname(localesDir), { recursive: true, force: true });
  localesDir = '';
});

/** Writes `<folder>/<namespace>.json` for each folder into a fresh locales folder. */
async function tempLocales(folders: Record<string, Record<string, unknown>>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'locales-test-'));
  localesDir = path.join(root, 'locales');
  for (const [folder, namespaces] of Object.entries(folders)) {
    await mkdir(path.join(localesDir, folder), { recursive: true });
    for (const [namespace, tree] of Object.entries(namespaces)) {
      await writeFile(path.join(localesDir, folder, `${namespace}.json`), JSON.stringify(tree));
    }
  }
  return localesDir;
}

describe('locale parity check', () => {
  it('passes a folder with every English key, placeholder and tag', async () => {
    const dir = await tempLocales({ en: english, tr: completeTurkish });
    const result = await checkLocaleParity({ localesDir: dir, folders: ['en', 'tr'] });
    expect(result.problems).toEqual([]);
    expect(result.checked).toEqual(['tr']);
  });

  it('names the folder, namespace file and missing key', async () => {
    const turkish = structuredClone(completeTurkish);
    delete (turkish.register.tabs as Partial<typeof turkish.register.tabs>).mobile;
    const dir = await tempLocales({ en: english, tr: turkish });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'] });
    expect(problems).toEqual([
      {
        folder: 'tr',
        namespace: 'register.json',
        key: 'tabs.mobile',
        rule: 'is missing (English: "Mobile")',
      },
    ]);
    expect(formatLocaleProblem(problems[0]!)).toBe(
      'locales/tr/register.json › tabs.mobile: is missing (English: "Mobile")',
    );
  });

  it('finds a missing placeholder, an invented one and a missing tag', async () => {
    const turkish = structuredClone(completeTurkish);
    turkish.register.welcome = 'Hoş geldiniz, {{user}}';
    turkish.register.terms = 'Koşulları kabul ediyorum';
    const dir = await tempLocales({ en: english, tr: turkish });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'] });
    expect(problems.map((p) => `${p.key}: ${p.rule}`)).toEqual([
      'welcome: lacks the placeholder {{name}} that English has',
      'welcome: uses {{user}}, which English does not have (no value fills it)',
      'terms: lacks the <link0> tag that English has',
    ]);
  });

  it("asks for the plural forms of the folder's own language", async () => {
    const arabic = {
      register: {
        ...completeTurkish.register,
        attemptsLeft_one: 'محاولة واحدة',
        attemptsLeft_other: '{{count}} محاولة',
      },
    };
    const dir = await tempLocales({ en: english, ar: arabic });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['ar'] });
    // Arabic has six plural categories; "one" may spell the number out without {{count}}.
    expect(problems.map((p) => p.key)).toEqual([
      'attemptsLeft_zero',
      'attemptsLeft_two',
      'attemptsLeft_few',
      'attemptsLeft_many',
    ]);
  });

  it('names a namespace file the folder lacks', async () => {
    const dir = await tempLocales({
      en: { ...english, login: { title: 'Log in' } },
      tr: completeTurkish,
    });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ folder: 'tr', namespace: 'login.json', key: '' });
    expect(problems[0]?.rule).toMatch(/^is missing/);
  });

  it('fails a folder an edition uses that has no translation', async () => {
    const dir = await tempLocales({ en: { common: { a: 'A' } } });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['de'] });
    expect(problems).toEqual([
      {
        folder: 'de',
        namespace: 'common.json',
        key: '',
        rule: 'is missing (English has it); translate it',
      },
    ]);
  });
});
