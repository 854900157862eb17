import { registerRedirectUrl } from './register-redirect';

const rule = {
  edition: 'eu',
  localeMap: { 'nl-NL': 'nl-EU', 'en-NL': 'en-EU' },
  keepQuery: ['affiliate_id', 'ref'],
};

describe('registerRedirectUrl (Netherlands → EU)', () => {
  it('keeps the path, maps the locale and keeps only affiliate parameters', () => {
    expect(
      registerRedirectUrl({
        rule,
        targetHost: 'eu.exchange.example',
        location: {
          protocol: 'https:',
          port: '',
          pathname: '/nl-NL/register',
          search: '?affiliate_id=42&ref=ABC&utm_source=x',
        },
        currentLanguagePrefix: 'nl-NL',
        currentLanguage: 'nl-NL',
      }),
    ).toBe('https://eu.exchange.example/nl-EU/register?affiliate_id=42&ref=ABC');
  });

  it("maps en-NL to en-EU, and the unprefixed page's language (the default nl-NL) too", () => {
    const base = { rule, targetHost: 'eu.exchange.example' };
    expect(
      registerRedirectUrl({
        ...base,
        location: { protocol: 'https:', port: '', pathname: '/en-NL/sign-up', search: '' },
        currentLanguagePrefix: 'en-NL',
        currentLanguage: 'en-NL',
      }),
    ).toBe('https://eu.exchange.example/en-EU/sign-up');
    expect(
      registerRedirectUrl({
        ...base,
        location: { protocol: 'https:', port: '', pathname: '/register', search: '?group_id=1' },
        currentLanguagePrefix: undefined,
        currentLanguage: 'nl-NL',
      }),
    ).toBe('https://eu.exchange.example/nl-EU/register');
  });

  it('drops a prefix the map does not name', () => {
    expect(
      registerRedirectUrl({
        rule,
        targetHost: 'eu.exchange.example',
        location: { protocol: 'https:', port: '', pathname: '/fr-NL/register', search: '' },
        currentLanguagePrefix: 'fr-NL',
        currentLanguage: 'fr-NL',
      }),
    ).toBe('https://eu.exchange.example/register');
  });

  it('keeps the local preview port for sandbox hosts', () => {
    expect(
      registerRedirectUrl({
        rule,
        targetHost: 'eu.localhost',
        location: { protocol: 'http:', port: '4173', pathname: '/register', search: '' },
        currentLanguagePrefix: undefined,
        currentLanguage: 'nl-NL',
      }),
    ).toBe('http://eu.localhost:4173/nl-EU/register');
  });
});
