import { RESIDENCE_RESHOW_MS, residencePromptDue } from './residence-prompt';

const NOW = Date.UTC(2025, 0, 10);
const mainSite = {
  guideConfigs: [
    { siteId: 'EU', country2: 'DE' },
    { siteId: 'ARE', country2: 'AE' },
  ],
  showMode: 'mainSiteEuResidenceConfirm',
  countries2: [],
};
const euSite = {
  guideConfigs: [],
  showMode: 'euSiteNoEuResidenceConfirm',
  countries2: ['DE', 'FR'],
};

describe('residencePromptDue', () => {
  const base = { currentSite: 'global', homeSite: 'global', lastShownAtMs: null, nowMs: NOW };

  it("offers the guided site to a visitor from one of its countries, with the site's code", () => {
    expect(residencePromptDue({ ...base, config: mainSite, visitorCountry: 'de' })).toEqual({
      code: 'mainSiteEuResidenceConfirm',
      targetSite: 'EU',
    });
    expect(residencePromptDue({ ...base, config: mainSite, visitorCountry: 'GB' })).toBeNull();
  });

  it('offers the global site on a site that does not serve the visitor country', () => {
    const eu = { ...base, currentSite: 'EU', config: euSite };
    expect(residencePromptDue({ ...eu, visitorCountry: 'GB' })).toEqual({
      code: 'euSiteNoEuResidenceConfirm',
      targetSite: 'global',
    });
    expect(residencePromptDue({ ...eu, visitorCountry: 'FR' })).toBeNull();
  });

  it('is shown again only 24 h after the stored time', () => {
    expect(RESIDENCE_RESHOW_MS).toBe(86_400_000);
    const input = { ...base, config: mainSite, visitorCountry: 'DE' };
    expect(
      residencePromptDue({ ...input, lastShownAtMs: NOW - RESIDENCE_RESHOW_MS + 1 }),
    ).toBeNull();
    expect(
      residencePromptDue({ ...input, lastShownAtMs: NOW - RESIDENCE_RESHOW_MS }),
    ).not.toBeNull();
  });

  it('shows nothing when the config names no known confirmation', () => {
    const config = { ...mainSite, showMode: '' };
    expect(residencePromptDue({ ...base, config, visitorCountry: 'DE' })).toBeNull();
  });
});
