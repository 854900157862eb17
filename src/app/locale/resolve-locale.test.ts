import { chooseLanguage, matchLocalePrefix, splitLocalePath } from './resolve-locale';

const turkey = ['tr-TUR', 'en-TR'];
const global = ['en', 'ar-SA', 'zh-TW'];

describe('matchLocalePrefix', () => {
  it('matches exact codes case-insensitively', () => {
    expect(matchLocalePrefix('en-tr', turkey)).toBe('en-TR');
    expect(matchLocalePrefix('zh-TW', global)).toBe('zh-TW');
  });
  it('matches a bare base language to the edition variant', () => {
    expect(matchLocalePrefix('tr', turkey)).toBe('tr-TUR');
    expect(matchLocalePrefix('ar', global)).toBe('ar-SA');
  });
  it('refuses route names and languages the edition does not offer', () => {
    expect(matchLocalePrefix('login', global)).toBeUndefined();
    expect(matchLocalePrefix('de', global)).toBeUndefined();
    expect(matchLocalePrefix(undefined, global)).toBeUndefined();
  });
});

describe('splitLocalePath', () => {
  it('splits a prefixed path', () => {
    expect(splitLocalePath('/tr/login', turkey)).toEqual({ language: 'tr-TUR', rest: '/login' });
    expect(splitLocalePath('/en', global)).toEqual({ language: 'en', rest: '/' });
  });
  it('keeps an unprefixed path whole', () => {
    expect(splitLocalePath('/login', global)).toEqual({ language: undefined, rest: '/login' });
  });
});

describe('chooseLanguage', () => {
  it('prefers the URL, then a stored language the edition offers, then the default', () => {
    const base = { available: global, fallback: 'en' };
    expect(chooseLanguage({ ...base, fromUrl: 'ar-SA', stored: 'zh-TW' })).toBe('ar-SA');
    expect(chooseLanguage({ ...base, fromUrl: undefined, stored: 'zh-TW' })).toBe('zh-TW');
    expect(chooseLanguage({ ...base, fromUrl: undefined, stored: 'de-EU' })).toBe('en');
  });
});
