// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/editions';
import {
  checkLocaleParity,
  formatLocaleProblem,
  readPendingFolders,
} from '../../scripts/lib/locale-parity';

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
    const result = await checkLocaleParity({ localesDir: dir, folders: ['en', 'tr'], pending: {} });
    expect(result.problems).toEqual([]);
    expect(result.checked).toEqual(['tr']);
  });

  it('names the folder, namespace file and missing key', async () => {
    const turkish = structuredClone(completeTurkish);
    delete (turkish.register.tabs as Partial<typeof turkish.register.tabs>).mobile;
    const dir = await tempLocales({ en: english, tr: turkish });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'], pending: {} });
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
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'], pending: {} });
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
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['ar'], pending: {} });
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
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'], pending: {} });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ folder: 'tr', namespace: 'login.json', key: '' });
    expect(problems[0]?.rule).toMatch(/^is missing/);
  });

  it('skips pending folders and flags a pending folder no edition uses', async () => {
    const dir = await tempLocales({ en: english });
    const result = await checkLocaleParity({
      localesDir: dir,
      folders: ['en', 'de'],
      pending: { de: 'awaiting vendor', xx: 'old language' },
    });
    expect(result.skipped).toEqual(['de']);
    expect(result.problems).toEqual([
      expect.objectContaining({ folder: 'xx', rule: expect.stringMatching(/no edition uses it/) }),
    ]);
  });
});

describe('locales/pending.json', () => {
  it('lists folders with a reason, and not the ones being translated now', async () => {
    const pending = await readPendingFolders(path.join(projectRoot, 'locales/pending.json'));
    for (const folder of ['en', 'ar', 'tr']) expect(pending).not.toHaveProperty(folder);
    expect(pending).toHaveProperty('de');
  });

  it('is refused when a folder has no reason', async () => {
    const dir = await tempLocales({});
    const file = path.join(dir, 'pending.json');
    await mkdir(dir, { recursive: true });
    await writeFile(file, JSON.stringify({ pending: { de: '' } }));
    await expect(readPendingFolders(file)).rejects.toThrow(/reason/);
  });
});
