// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadEditions } from '../../scripts/lib/editions';
import type { EditionManifest } from '../../src/editions/manifest-schema';

const { editions, problems } = await loadEditions();

function edition(id: string): EditionManifest {
  const manifest = editions.get(id);
  if (!manifest) throw new Error(`edition ${id} did not load`);
  return manifest;
}

const regionalIds = ['eu', 'tur', 'kaz', 'geo', 'idn', 'are', 'hkg', 'nld'];
const specRestricted = ['CN', 'CU', 'IR', 'KP', 'SD', 'SG', 'SY', 'US', 'Ontario'];

describe('the real edition manifests', () => {
  it('all nine validate without a problem', () => {
    expect(problems).toEqual([]);
    expect([...editions.keys()].sort()).toEqual(
      ['are', 'eu', 'geo', 'global', 'hkg', 'idn', 'kaz', 'nld', 'tur'].sort(),
    );
  });

  it('carry the language lists of the spec', () => {
    expect(edition('hkg').languages.available).toEqual(['zh-HK', 'en-HK']);
    expect(edition('nld').languages.available).toEqual(['nl-NL', 'en-NL']);
    expect(edition('tur').languages.available).toEqual(['tr-TUR', 'en-TR']);
    expect(edition('kaz').languages.available).toEqual(['ru-KAZ', 'kk-KAZ', 'en-KAZ']);
    expect(edition('eu').languages.available).toEqual(
      ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ro'].map((l) => `${l}-EU`),
    );
    expect(edition('geo').languages.available).toEqual(['ka', 'ru', 'en']);
    expect(edition('idn').languages.available).toEqual(['id', 'en']);
    expect(edition('are').languages.available).toEqual(['en', 'ar']);
    expect(edition('global').languages.available).toHaveLength(18);
  });

  it('use the spec captcha scenes and recaptcha only on regional sites', () => {
    const global = edition('global').captcha.scenes;
    expect(global.login).toEqual({
      code: 31000,
      oldCaptchaList: ['geecaptcha', 'recaptcha', 'qqcaptcha'],
    });
    expect(global.thirdParty?.code).toBe(31001);
    expect(global.register?.code).toBe(31004);
    expect(global.tradingTool?.code).toBe(31005);
    expect(global.migration?.code).toBe(30245);
    expect(edition('tur').captcha.scenes.login).toEqual({
      code: 31013,
      oldCaptchaList: ['recaptcha'],
    });
    expect(edition('eu').captcha.scenes.turkeyLogin).toEqual({
      code: 31014,
      oldCaptchaList: ['recaptcha'],
    });
    for (const id of regionalIds) {
      const manifest = edition(id);
      expect(manifest.regional).toBe(true);
      for (const scene of Object.values(manifest.captcha.scenes)) {
        expect(scene?.oldCaptchaList).toEqual(['recaptcha']);
      }
    }
    expect(edition('global').regional).toBe(false);
  });

  it('give Turkey three required boxes, no referral code, no QR, a fixed TR code and the bridge', () => {
    const tur = edition('tur');
    expect(tur.register.consent).toHaveLength(3);
    expect(tur.register.consent.every((box) => box.required)).toBe(true);
    expect(tur.register.referralCode).toBe('hidden');
    expect(tur.register.countryCodeRequired).toBe(false);
    expect(tur.register.exitIntent).toBe(false);
    expect(tur.login.tabs).not.toContain('qr');
    expect(tur.login.fixedCountryCode).toBe('TR');
    expect(tur.thirdParty).toEqual({ providers: [], oneTap: false });
    expect(tur.features).toEqual({ 'turkey-bridge': { mainEdition: 'global' } });
  });

  it('give EU, Kazakhstan, Georgia, Indonesia and UAE a single required terms box', () => {
    for (const id of ['eu', 'kaz', 'geo', 'idn', 'are']) {
      const consent = edition(id).register.consent;
      expect(consent, id).toHaveLength(1);
      expect(consent[0]?.required, id).toBe(true);
    }
    expect(edition('eu').features).toHaveProperty('eu-news-opt-in');
  });

  it('hide the Google button and one-tap on Kazakhstan', () => {
    expect(edition('kaz').thirdParty.providers).not.toContain('google');
    expect(edition('kaz').thirdParty.oneTap).toBe(false);
  });

  it('send Netherlands registration to the EU edition with its languages and affiliate query', () => {
    const redirect = edition('nld').register.redirectTo;
    expect(redirect?.edition).toBe('eu');
    expect(redirect?.localeMap).toEqual({ 'nl-NL': 'nl-EU', 'en-NL': 'en-EU' });
    expect(redirect?.keepQuery).toEqual(
      expect.arrayContaining(['affiliate_id', 'group_id', 'group_type', 'ref']),
    );
  });

  it('restrict at least the spec countries everywhere', () => {
    for (const manifest of editions.values()) {
      expect(manifest.restrictedCountries).toEqual(expect.arrayContaining(specRestricted));
    }
  });

  it('serve each edition on its own hosts', () => {
    expect(edition('global').hosts.sandbox).toContain('localhost');
    for (const id of regionalIds) {
      expect(edition(id).hosts).toEqual({
        sandbox: [`${id}.localhost`],
        testnet: [`${id}.testnet.exchange.example`],
        production: [`${id}.exchange.example`],
      });
    }
  });
});
