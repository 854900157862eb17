// @vitest-environment node
import path from 'node:path';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../src/app/i18n/create-i18n';
import { readLocaleNamespace } from '../../scripts/lib/locale-files';
import { projectRoot } from '../../scripts/lib/editions';

/**
 * Counts are plural groups read through i18next's plural rules (Intl.PluralRules of the
 * language), with the real strings: docs/editions.md, "Languages and translations". The
 * exchange's own codes (ru-KAZ) are no locale tags; i18next then takes their language's rules.
 */
async function stringsIn(code: string, folder: string): Promise<I18n> {
  const dir = path.join(projectRoot, 'locales');
  return createI18n({
    language: code,
    languages: [{ code, folder, label: code, dir: 'ltr', htmlLang: code }],
    version: 'test',
    namespaces: ['common', 'login'],
    resources: {
      [code]: {
        common: readLocaleNamespace(dir, folder, 'common.json'),
        login: readLocaleNamespace(dir, folder, 'login.json'),
      },
    },
    offline: true,
  });
}

function timeout(i18n: I18n, count: number): string {
  return i18n.t('common:chunkError.timeout', { count });
}

describe('plural forms', () => {
  it('Russian (ru-KAZ): 1 секунду, 2 and 22 секунды, 5 and 120 секунд', async () => {
    const i18n = await stringsIn('ru-KAZ', 'ru');
    expect(timeout(i18n, 1)).toContain('за 1 секунду');
    expect(timeout(i18n, 2)).toContain('за 2 секунды');
    expect(timeout(i18n, 22)).toContain('за 22 секунды');
    expect(timeout(i18n, 5)).toContain('за 5 секунд');
    expect(timeout(i18n, 120)).toContain('за 120 секунд');
    expect(i18n.t('login:attempts.left', { count: 3 })).toContain('3 попытки');
  });

  it('Ukrainian and Polish: their own few and many', async () => {
    const uk = await stringsIn('uk-UA', 'uk');
    expect(timeout(uk, 3)).toContain('за 3 секунди');
    expect(timeout(uk, 11)).toContain('за 11 секунд');
    const pl = await stringsIn('pl-EU', 'pl');
    expect(timeout(pl, 1)).toContain('1 sekundy');
    expect(timeout(pl, 4)).toContain('4 sekund');
    expect(timeout(pl, 12)).toContain('12 sekund');
  });

  it('Arabic: one, two, 3–10 and 11–99 each in their form', async () => {
    const ar = await stringsIn('ar', 'ar');
    expect(timeout(ar, 1)).toContain('ثانية واحدة');
    expect(timeout(ar, 2)).toContain('ثانيتين');
    expect(timeout(ar, 5)).toContain('5 ثوانٍ');
    expect(timeout(ar, 30)).toContain('30 ثانية');
  });

  it('English: 1 second, 120 seconds', async () => {
    const en = await stringsIn('en-EU', 'en');
    expect(timeout(en, 1)).toBe('Timed out: it did not arrive within 1 second.');
    expect(timeout(en, 120)).toBe('Timed out: it did not arrive within 120 seconds.');
  });
});
