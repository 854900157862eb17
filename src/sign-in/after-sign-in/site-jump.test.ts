import type { EditionSite } from '@/editions/edition-site';
import type { EditionManifest } from '@/editions/manifest-schema';
import { editionSitesFromManifests, loadManifests } from '../../../test/edition-sites';
import { accountSite, comparedSite, decideSiteJump, type SiteJumpContext } from './site-jump';

const manifests = loadManifests();
const sites = editionSitesFromManifests(manifests);
const site = (edition: string): EditionSite => sites.find((s) => s.edition === edition)!;
const siteOfCode = (code: string): EditionSite => sites.find((s) => s.siteCode === code)!;

/** The decision as the compliance wall sees it: target site code and whether it is forced. */
function decide(kycCountry: string | null, currentSite: string, context: SiteJumpContext) {
  const decision = decideSiteJump({ kycCountry, current: siteOfCode(currentSite), sites, context });
  return decision.jump
    ? { jump: true, targetSite: decision.target.siteCode, forced: decision.forced }
    : { jump: false };
}

describe('accountSite (the jump target)', () => {
  it('is the KYC country when it is HKG, NLD or global, else the global site', () => {
    expect(accountSite('HKG', sites)?.siteCode).toBe('HKG');
    expect(accountSite('NLD', sites)?.siteCode).toBe('NLD');
    expect(accountSite('global', sites)?.siteCode).toBe('global');
    expect(accountSite('GBR', sites)?.siteCode).toBe('global');
    expect(accountSite('TUR', sites)?.siteCode).toBe('global');
    expect(accountSite(null, sites)?.siteCode).toBe('global');
    expect(accountSite('', sites)?.siteCode).toBe('global');
  });
});

describe('comparedSite (the normalised current site)', () => {
  it('keeps HKG and NLD and reads every other site as global', () => {
    expect(comparedSite(site('hkg'), sites)?.siteCode).toBe('HKG');
    expect(comparedSite(site('nld'), sites)?.siteCode).toBe('NLD');
    for (const edition of ['global', 'eu', 'tur', 'kaz', 'geo', 'idn', 'are']) {
      expect(comparedSite(site(edition), sites)?.siteCode).toBe('global');
    }
  });
});

describe('decideSiteJump', () => {
  const login = (kycCountry: string | null, currentSite: string) =>
    decide(kycCountry, currentSite, 'login');

  it('does not jump when the account belongs to this site', () => {
    expect(login('GBR', 'global')).toEqual({ jump: false });
    expect(login('DEU', 'EU')).toEqual({ jump: false });
    expect(login('TUR', 'TUR')).toEqual({ jump: false });
    expect(login('NLD', 'NLD')).toEqual({ jump: false });
  });

  it('never jumps when either side is Hong Kong', () => {
    expect(login('HKG', 'global')).toEqual({ jump: false });
    expect(login('GBR', 'HKG')).toEqual({ jump: false });
    expect(login('NLD', 'HKG')).toEqual({ jump: false });
  });

  it('offers a Netherlands account on another site the NLD site', () => {
    expect(login('NLD', 'global')).toEqual({ jump: true, targetSite: 'NLD', forced: false });
    expect(login('NLD', 'EU')).toEqual({ jump: true, targetSite: 'NLD', forced: false });
  });

  it('sends any other account on the Netherlands site to the global site, forced', () => {
    expect(login('GBR', 'NLD')).toEqual({ jump: true, targetSite: 'global', forced: true });
  });

  it('offers no jump on OAuth, login-only, register, authorised or demo pages unless NLD forces it', () => {
    for (const context of ['oauth', 'loginOnly', 'register', 'authorised', 'demo'] as const) {
      expect(decide('NLD', 'global', context)).toEqual({ jump: false });
      expect(decide('GBR', 'NLD', context)).toEqual({
        jump: true,
        targetSite: 'global',
        forced: true,
      });
    }
  });

  it('names the edition serving each jump site from the manifests', () => {
    expect(accountSite('global', sites)?.edition).toBe('global');
    expect(accountSite('NLD', sites)?.edition).toBe('nld');
    expect(accountSite('HKG', sites)?.edition).toBe('hkg');
  });
});

describe('a tenth edition, made from a copy of a manifest with its own site code', () => {
  /** The Netherlands manifest copied as "uk" with site code GBR: its id is not its site code. */
  const uk: EditionManifest = {
    ...manifests.find((m) => m.id === 'nld')!,
    id: 'uk',
    siteCode: 'GBR',
    hosts: { sandbox: ['uk.localhost'], testnet: ['uk.t.example'], production: ['uk.example'] },
  };
  const withUk = editionSitesFromManifests([...manifests, uk]);
  const ukSite = withUk.find((s) => s.edition === 'uk')!;
  const globalSite = withUk.find((s) => s.edition === 'global')!;

  it('sends its own accounts there from the global site, to the edition that carries the code', () => {
    const decision = decideSiteJump({
      kycCountry: 'GBR',
      current: globalSite,
      sites: withUk,
      context: 'login',
    });
    expect(decision).toEqual({ jump: true, target: ukSite, forced: false });
    expect(decision.jump && decision.target.hosts).toEqual(['uk.localhost']);
  });

  it('forces other accounts off it to the home site, as its manifest (a forcing site) says', () => {
    expect(
      decideSiteJump({ kycCountry: 'DEU', current: ukSite, sites: withUk, context: 'register' }),
    ).toEqual({ jump: true, target: globalSite, forced: true });
  });

  it('keeps its own accounts', () => {
    expect(
      decideSiteJump({ kycCountry: 'GBR', current: ukSite, sites: withUk, context: 'login' }),
    ).toEqual({ jump: false });
  });
});
