// @vitest-environment node
import { fontPackages, fontconfigLang, languagesWithoutFont } from './fonts';

describe('fonts', () => {
  it('names a language as fontconfig does', () => {
    expect(fontconfigLang('zh-TW')).toBe('zh-tw');
    expect(fontconfigLang('zh-HK')).toBe('zh-hk');
    expect(fontconfigLang('ja-JP')).toBe('ja');
    expect(fontconfigLang('tr-TUR')).toBe('tr');
    expect(fontconfigLang('kk-KAZ')).toBe('kk');
    expect(fontconfigLang('en')).toBe('en');
  });

  it('lists the languages without a font, asking once per script', () => {
    const asked: string[] = [];
    const has = (lang: string) => {
      asked.push(lang);
      return lang === 'en' ? true : lang === 'th' ? undefined : false;
    };
    expect(languagesWithoutFont(['en', 'ja-JP', 'en-TR', 'th-TH', 'zh-TW', 'ja-JP'], has)).toEqual([
      'ja-JP',
      'zh-TW',
      'ja-JP',
    ]);
    expect(asked).toEqual(['en', 'ja', 'th', 'zh-tw']);
  });

  it('names the Debian packages that bring the fonts', () => {
    expect(fontPackages(['ja-JP', 'hi-IN'])).toEqual(['fonts-noto-cjk', 'fonts-noto-core']);
    expect(fontPackages(['th-TH'])).toEqual(['fonts-noto-core']);
    expect(fontPackages([])).toEqual([]);
  });
});
