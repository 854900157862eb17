import { SANDBOX_SITES } from '../../../../test/edition-sites';
import { ONTARIO, residenceOptions } from './residence-options';
import { isResidenceBanned, residenceStatus, type ResidenceRules } from './residence-status';
import { siteRegisterUrl } from './site-register-url';

const RESTRICTED = ['CN', 'CU', 'IR', 'KP', 'SD', 'SG', 'SY', 'US', 'Ontario'];

const globalRules: ResidenceRules = {
  restrictedCountries: RESTRICTED,
  guideConfigs: [
    { siteId: 'EU', country2: 'DE' },
    { siteId: 'ARE', country2: 'AE' },
    { siteId: 'global', country2: 'GB' },
  ],
  currentSiteCode: 'global',
  // Only these editions are built with hosts here: a site without an edition is not sent to.
  sites: SANDBOX_SITES.filter((site) => ['global', 'eu', 'tur'].includes(site.edition)),
};

describe('residenceStatus', () => {
  it('is none until a residence is chosen', () => {
    expect(residenceStatus(null, globalRules)).toEqual({ kind: 'none' });
  });

  it('restricts every country of the list, Ontario included, and bans registration', () => {
    for (const country of RESTRICTED) {
      const status = residenceStatus(country, globalRules);
      expect(status).toEqual({ kind: 'restricted' });
      expect(isResidenceBanned(status)).toBe(true);
    }
  });

  it('sends a resident another site serves to that edition', () => {
    expect(residenceStatus('DE', globalRules)).toEqual({
      kind: 'redirect',
      edition: 'eu',
      siteId: 'EU',
    });
    expect(residenceStatus('GB', { ...globalRules, currentSiteCode: 'EU' })).toEqual({
      kind: 'redirect',
      edition: 'global',
      siteId: 'global',
    });
  });

  it('allows a residence served here, or guided to a site without a known host', () => {
    expect(residenceStatus('GB', globalRules)).toEqual({ kind: 'allowed' });
    expect(residenceStatus('AE', globalRules)).toEqual({ kind: 'allowed' });
    expect(isResidenceBanned({ kind: 'allowed' })).toBe(false);
  });
});

describe('residenceOptions', () => {
  const countries = [
    { code: 'CA', area_code: '1', name_en: 'Canada', name_fr: 'Canada' },
    { code: 'TR', area_code: '90', name_en: 'Turkey', name_tr: 'Türkiye' },
  ];

  it('names countries in the visitor language, with the image per English name', () => {
    const [, turkey] = residenceOptions(countries, {
      language: 'tr',
      locale: 'tr',
      imageBase: '/static/countries',
      restrictedCountries: [],
      ontarioName: 'Kanada (Ontario)',
    });
    expect(turkey).toEqual({
      code: 'TR',
      name: 'Türkiye',
      otherNames: ['Turkey'],
      imageUrl: '/static/countries/turkey.svg',
    });
  });

  it("takes the browser's name where the list has none in the language, never English", () => {
    const [canada] = residenceOptions(countries, {
      language: 'tr-TUR',
      locale: 'tr-TR',
      imageBase: '/x',
      restrictedCountries: [],
      ontarioName: 'Kanada (Ontario)',
    });
    expect(canada?.name).toBe('Kanada');
    const [, turkey] = residenceOptions(countries, {
      language: 'ka',
      locale: 'ka',
      imageBase: '/x',
      restrictedCountries: [],
      ontarioName: 'კანადა (ონტარიო)',
    });
    expect(turkey?.name).toBe('თურქეთი');
  });

  it('adds Ontario after Canada when the edition restricts it', () => {
    const codes = (restricted: string[]) =>
      residenceOptions(countries, {
        language: 'en',
        locale: 'en',
        imageBase: '/x',
        restrictedCountries: restricted,
        ontarioName: 'Canada (Ontario)',
      }).map((option) => option.code);
    expect(codes(RESTRICTED)).toEqual(['CA', ONTARIO, 'TR']);
    expect(codes([])).toEqual(['CA', 'TR']);
  });
});

describe('siteRegisterUrl', () => {
  it('goes to /register on the target host, keeping the attribution parameters', () => {
    expect(
      siteRegisterUrl({
        targetHost: 'eu.exchange.example',
        location: { protocol: 'https:', port: '', search: '?affiliate_id=10001&ref=R&lang=x' },
      }),
    ).toBe('https://eu.exchange.example/register?affiliate_id=10001&ref=R');
  });

  it('keeps the port of a sandbox host', () => {
    expect(
      siteRegisterUrl({
        targetHost: 'eu.localhost',
        location: { protocol: 'http:', port: '4180', search: '' },
      }),
    ).toBe('http://eu.localhost:4180/register');
  });
});
