import { LOGIN_SCREEN_FALLBACK_LANGUAGES, loginScreenLanguage } from './login-language';

describe('loginScreenLanguage', () => {
  const global = { default: 'en', available: ['en', 'fil-PH', 'hi-IN', 'tr-TR'] };

  it('falls back from nl-NL, pl-PL, fil-PH, hi-IN and ro-RO to the edition default', () => {
    expect(LOGIN_SCREEN_FALLBACK_LANGUAGES).toEqual(['nl-NL', 'pl-PL', 'fil-PH', 'hi-IN', 'ro-RO']);
    for (const code of LOGIN_SCREEN_FALLBACK_LANGUAGES) {
      expect(loginScreenLanguage(code, global)).toBe('en');
    }
  });

  it('keeps every other language', () => {
    expect(loginScreenLanguage('tr-TR', global)).toBe('tr-TR');
    expect(loginScreenLanguage('ar', { default: 'en', available: ['en', 'ar'] })).toBe('ar');
  });

  it('uses the next offered language where the default is a fallback language itself', () => {
    expect(loginScreenLanguage('nl-NL', { default: 'nl-NL', available: ['nl-NL', 'en-NL'] })).toBe(
      'en-NL',
    );
    expect(loginScreenLanguage('nl-NL', { default: 'nl-NL', available: ['nl-NL'] })).toBe('en');
  });
});
