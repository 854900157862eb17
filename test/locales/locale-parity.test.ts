// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkLocaleParity,
  displayLength,
  formatLocaleProblem,
  formatLocaleWarning,
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
    const result = await checkLocaleParity({ localesDir: dir, folders: ['en', 'tr'] });
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([]);
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

/** Writes `locales/identical-to-english.json` next to the folders. */
async function writeAllowList(dir: string, list: unknown): Promise<void> {
  await writeFile(path.join(dir, 'identical-to-english.json'), JSON.stringify(list));
}

/** `key: rule` of each problem, for short expectations. */
function rules(problems: readonly { key: string; rule: string }[]): string[] {
  return problems.map((p) => `${p.key}: ${p.rule}`);
}

describe('strings left the same as English', () => {
  const turkishWithEnglish = {
    register: { ...completeTurkish.register, title: 'Create your account' },
  };

  it('fails a string that is the same as English, naming file › key and the rule', async () => {
    const dir = await tempLocales({ en: english, tr: turkishWithEnglish });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'] });
    expect(problems.map(formatLocaleProblem)).toEqual([
      'locales/tr/register.json › title: is the same as English ("Create your account"); translate it, or list it with a reason in locales/identical-to-english.json',
    ]);
  });

  it('compares plural forms with the English form, or with _other', async () => {
    const turkish = {
      register: { ...completeTurkish.register, attemptsLeft_other: '{{count}} attempts left' },
    };
    const dir = await tempLocales({ en: english, tr: turkish });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'] });
    expect(problems.map((p) => p.key)).toEqual(['attemptsLeft_other']);
  });

  it('does not count strings of 3 letters or fewer, placeholders and tags aside', async () => {
    const en = {
      common: { ok: 'OK', qr: 'QR', seconds: '{{seconds}}s', link: '<link0>FAQ</link0>' },
    };
    const dir = await tempLocales({ en, tr: en });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'] });
    expect(problems).toEqual([]);
  });

  it('allows a value listed under anyFolder in every folder', async () => {
    const en = { common: { provider: 'Telegram', title: 'Welcome' } };
    const dir = await tempLocales({
      en,
      tr: { common: { provider: 'Telegram', title: 'Hoş geldiniz' } },
      fr: { common: { provider: 'Telegram', title: 'Bienvenue' } },
    });
    await writeAllowList(dir, { anyFolder: ['Telegram'], folders: {} });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr', 'fr'] });
    expect(problems).toEqual([]);
  });

  it('allows a key listed with a reason for its folder only', async () => {
    const dir = await tempLocales({
      en: english,
      tr: turkishWithEnglish,
      de: turkishWithEnglish,
    });
    await writeAllowList(dir, {
      $comment: 'reviewed',
      anyFolder: [],
      folders: { tr: { 'register.json': { title: 'kept in English on purpose' } } },
    });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr', 'de'] });
    expect(problems.map((p) => `${p.folder} ${p.key}`)).toEqual(['de title']);
  });

  it('fails an entry for an unknown folder, file or key, or without a reason', async () => {
    const dir = await tempLocales({ en: english, tr: turkishWithEnglish });
    await writeAllowList(dir, {
      anyFolder: ['Google', 'Google', ''],
      folders: {
        xx: { 'register.json': { title: 'no such folder' } },
        tr: {
          'register.json': { title: '', 'tabs.fax': 'no such key' },
          'login.json': { title: 'no such file' },
        },
      },
      extra: true,
    });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'] });
    expect(problems.map(formatLocaleProblem)).toEqual([
      'locales/tr/register.json › title: is the same as English ("Create your account"); translate it, or list it with a reason in locales/identical-to-english.json',
      'locales/identical-to-english.json › extra: is not a known field (allowed: $comment, anyFolder, folders)',
      'locales/identical-to-english.json › anyFolder › 1: "Google" is listed twice',
      'locales/identical-to-english.json › anyFolder › 2: must be a string that is not empty',
      'locales/identical-to-english.json › folders › xx: "xx" is not a translated locale folder (allowed: tr)',
      'locales/identical-to-english.json › folders › tr › register.json › title: needs a reason: one line on why the string is the same as English',
      'locales/identical-to-english.json › folders › tr › register.json › tabs.fax: is not a key of locales/en/register.json',
      'locales/identical-to-english.json › folders › tr › login.json: is not a file of locales/en (allowed: register.json)',
    ]);
  });

  it('fails an entry whose translation is no longer the same as English', async () => {
    const dir = await tempLocales({ en: english, tr: completeTurkish });
    await writeAllowList(dir, { folders: { tr: { 'register.json': { title: 'brand' } } } });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'] });
    expect(problems.map(formatLocaleProblem)).toEqual([
      'locales/identical-to-english.json › folders › tr › register.json › title: the translation ("Hesabınızı oluşturun") is no longer the same as English; remove the entry',
    ]);
  });

  it('names a broken allow-list file', async () => {
    const dir = await tempLocales({ en: english, tr: completeTurkish });
    await writeFile(path.join(dir, 'identical-to-english.json'), '["Google"]');
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'] });
    expect(rules(problems)).toEqual([': cannot be read: must hold one JSON object { … }']);
  });
});

describe('counts', () => {
  it('fails an English string that interpolates {{count}} outside a plural group', async () => {
    const en = {
      register: { ...english.register, waited: 'Nothing came within {{count}} seconds' },
    };
    const turkish = {
      register: { ...completeTurkish.register, waited: '{{count}} saniye içinde gelmedi' },
    };
    const dir = await tempLocales({ en, tr: turkish });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'] });
    expect(problems.map(formatLocaleProblem)).toEqual([
      'locales/en/register.json › waited: interpolates {{count}} but is not a plural group (waited_one, waited_other): each language needs its own forms',
    ]);
  });

  it('asks Russian, Ukrainian, Polish and Arabic for all their forms of a count', async () => {
    // Each has only English's _one and _other.
    const locales: Record<string, Record<string, unknown>> = { en: english };
    for (const folder of ['ru', 'uk', 'pl', 'ar']) locales[folder] = completeTurkish;
    const dir = await tempLocales(locales);
    const { problems } = await checkLocaleParity({
      localesDir: dir,
      folders: ['ru', 'uk', 'pl', 'ar'],
    });
    const missing = (folder: string) =>
      problems.filter((p) => p.folder === folder && p.rule.includes('missing')).map((p) => p.key);
    for (const folder of ['ru', 'uk', 'pl']) {
      expect(missing(folder)).toEqual(['attemptsLeft_few', 'attemptsLeft_many']);
    }
    expect(missing('ar')).toEqual([
      'attemptsLeft_zero',
      'attemptsLeft_two',
      'attemptsLeft_few',
      'attemptsLeft_many',
    ]);
  });
});

describe('unsafe markup', () => {
  it.each([
    ['<script>alert(1)</script>', '<script'],
    ['<a href="javascript:alert(1)">here</a>', 'javascript:'],
    ['<b onclick="steal()">Hi</b>', 'onclick='],
    ['<b onclick = "steal()">Hi</b>', 'onclick ='],
    ['<img src=x onerror=alert(1)>', '<img'],
    ['<iframe src="https://evil.example">', '<iframe'],
    ['Ho&#351; geldiniz', '&#'],
  ])('fails %s in a translation', async (text, found) => {
    const turkish = { register: { ...completeTurkish.register, title: text } };
    const dir = await tempLocales({ en: english, tr: turkish });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'] });
    expect(problems.map((p) => p.rule)).toContain(
      `has unsafe markup ${JSON.stringify(found)} (strings are text with <link0>-style tags only)`,
    );
    expect(problems.every((p) => p.key === 'title')).toBe(true);
  });

  it('fails unsafe markup in English too', async () => {
    const en = { register: { ...english.register, title: 'Create <iframe src=x>' } };
    const dir = await tempLocales({ en, tr: completeTurkish });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'] });
    expect(problems.map(formatLocaleProblem)).toEqual([
      'locales/en/register.json › title: has unsafe markup "<iframe" (strings are text with <link0>-style tags only)',
    ]);
  });

  it('leaves ordinary words and Trans tags alone', async () => {
    const turkish = {
      register: { ...completeTurkish.register, title: 'Once = later; online account <1>ok</1>' },
    };
    const dir = await tempLocales({ en: english, tr: turkish });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr'] });
    expect(problems.filter((p) => p.rule.includes('unsafe'))).toEqual([]);
  });
});

describe('length of tight controls', () => {
  const en = {
    login: {
      submit: 'Log in',
      tabs: { email: 'Email' },
      notice: { buttons: { done: 'Done' } },
      intro: 'Welcome back',
    },
  };

  it('warns, without failing, when a button or tab is much longer than English', async () => {
    const dir = await tempLocales({
      en,
      de: {
        login: {
          submit: 'Jetzt sofort anmelden', // 21 > 1.6 × 6 and 15 longer
          tabs: { email: 'E-Mail-Adr.' }, // 11: 6 longer only, within the margin
          notice: { buttons: { done: 'Fertig gestellt' } }, // 15 > 1.6 × 4 and 11 longer
          intro: 'Willkommen zurück bei uns, schön dass Sie da sind', // not a tight control
        },
      },
    });
    const { problems, warnings } = await checkLocaleParity({ localesDir: dir, folders: ['de'] });
    expect(problems).toEqual([]);
    expect(warnings.map(formatLocaleWarning)).toEqual([
      'warning: locales/de/login.json › submit: 21 characters where English has 6 (tight control)',
      'warning: locales/de/login.json › notice.buttons.done: 15 characters where English has 4 (tight control)',
    ]);
  });

  it('counts each CJK character as 2', async () => {
    expect(displayLength('登录')).toBe(4);
    expect(displayLength('ログイン')).toBe(8);
    expect(displayLength('로그인')).toBe(6);
    expect(displayLength('Log in')).toBe(6);
    const dir = await tempLocales({
      en,
      ja: {
        login: {
          submit: 'ログインしてください', // 10 characters, 20 wide
          tabs: { email: 'メール' },
          notice: { buttons: { done: '完了' } },
          intro: 'おかえりなさい',
        },
      },
    });
    const { warnings } = await checkLocaleParity({ localesDir: dir, folders: ['ja'] });
    expect(rules(warnings)).toEqual(['submit: 20 characters where English has 6 (tight control)']);
  });
});

describe('regional variants (locales/variants.json)', () => {
  async function withVariant(variant: Record<string, unknown>): Promise<string> {
    const dir = await tempLocales({
      en: english,
      tr: completeTurkish,
      'tr-CY': { register: variant },
    });
    await writeFile(path.join(dir, 'variants.json'), JSON.stringify({ 'tr-CY': 'tr' }));
    return dir;
  }

  it('checks a variant as its own strings over its base: complete, and only its own reviewed', async () => {
    const dir = await withVariant({ title: 'Hesabını oluştur', tabs: { mobile: 'Cep telefonu' } });
    const result = await checkLocaleParity({ localesDir: dir, folders: ['tr', 'tr-CY'] });
    expect(result.problems).toEqual([]);
    expect(result.checked).toEqual(['tr', 'tr-CY']);
  });

  it('refuses a variant key its base lacks, and reviews the variant’s own strings', async () => {
    const dir = await withVariant({ subtitle: 'Yeni', tabs: { email: 'Email' } });
    const { problems } = await checkLocaleParity({ localesDir: dir, folders: ['tr-CY'] });
    expect(problems).toEqual([
      {
        folder: 'tr-CY',
        namespace: 'register.json',
        key: 'subtitle',
        rule: "is not in the base folder tr: a regional variant only replaces its base's strings",
      },
      {
        folder: 'tr-CY',
        namespace: 'register.json',
        key: 'tabs.email',
        rule: 'is the same as English ("Email"); translate it, or list it with a reason in locales/identical-to-english.json',
      },
    ]);
  });
});
