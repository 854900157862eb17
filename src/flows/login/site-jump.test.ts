import { decideSiteJump, editionOfSite, normaliseSite, siteJumpTarget } from './site-jump';

describe('siteJumpTarget', () => {
  it('is the KYC country when it is HKG, NLD or global, else the global site', () => {
    expect(siteJumpTarget('HKG')).toBe('HKG');
    expect(siteJumpTarget('NLD')).toBe('NLD');
    expect(siteJumpTarget('global')).toBe('global');
    expect(siteJumpTarget('GBR')).toBe('global');
    expect(siteJumpTarget('TUR')).toBe('global');
    expect(siteJumpTarget(null)).toBe('global');
    expect(siteJumpTarget('')).toBe('global');
  });
});

describe('normaliseSite', () => {
  it('keeps HKG and NLD and reads every other site as global', () => {
    expect(normaliseSite('HKG')).toBe('HKG');
    expect(normaliseSite('NLD')).toBe('NLD');
    for (const site of ['global', 'EU', 'TUR', 'KAZ', 'GEO', 'IDN', 'ARE']) {
      expect(normaliseSite(site)).toBe('global');
    }
  });
});

describe('decideSiteJump', () => {
  const login = (kycCountry: string | null, currentSite: string) =>
    decideSiteJump({ kycCountry, currentSite, context: 'login' });

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
      expect(decideSiteJump({ kycCountry: 'NLD', currentSite: 'global', context })).toEqual({
        jump: false,
      });
      expect(decideSiteJump({ kycCountry: 'GBR', currentSite: 'NLD', context })).toEqual({
        jump: true,
        targetSite: 'global',
        forced: true,
      });
    }
  });

  it('names the edition serving each jump site', () => {
    expect(editionOfSite('global')).toBe('global');
    expect(editionOfSite('NLD')).toBe('nld');
    expect(editionOfSite('HKG')).toBe('hkg');
  });
});
