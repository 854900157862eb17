import { loadManifests } from '../../../test/edition-sites';
import { COUNTRY_RESTRICTIONS, restrictionFor } from './country-restrictions';

const SPEC_LIST = ['CN', 'CU', 'IR', 'KP', 'SD', 'SG', 'SY', 'US', 'Ontario'];

describe('the per-country restriction table', () => {
  it("has a reason for every country or region any edition's manifest restricts", () => {
    const manifests = loadManifests();
    const listed = new Set(manifests.flatMap((manifest) => manifest.restrictedCountries));
    for (const code of SPEC_LIST) expect(listed).toContain(code);
    for (const code of listed) expect(COUNTRY_RESTRICTIONS, code).toHaveProperty(code);
  });

  it('finds a visitor by country code, and Ontario by its region CA-ON', () => {
    expect(restrictionFor({ code: 'US' }, SPEC_LIST)).toEqual({
      region: 'US',
      reason: 'unitedStates',
    });
    expect(restrictionFor({ code: 'ir' }, SPEC_LIST)).toEqual({
      region: 'IR',
      reason: 'sanctions',
    });
    expect(restrictionFor({ code: 'CN' }, SPEC_LIST)).toEqual({
      region: 'CN',
      reason: 'mainlandChina',
    });
    expect(restrictionFor({ code: 'SG' }, SPEC_LIST)).toEqual({
      region: 'SG',
      reason: 'singapore',
    });
    expect(restrictionFor({ code: 'CA', region: 'CA-ON' }, SPEC_LIST)).toEqual({
      region: 'Ontario',
      reason: 'ontario',
    });
  });

  it('leaves the rest of Canada and countries the edition does not restrict alone', () => {
    expect(restrictionFor({ code: 'CA', region: 'CA-QC' }, SPEC_LIST)).toBeNull();
    expect(restrictionFor({ code: 'CA' }, SPEC_LIST)).toBeNull();
    expect(restrictionFor({ code: 'GB' }, SPEC_LIST)).toBeNull();
    // RU is restricted on the EU sites only.
    expect(restrictionFor({ code: 'RU' }, SPEC_LIST)).toBeNull();
    expect(restrictionFor({ code: 'RU' }, [...SPEC_LIST, 'RU', 'BY'])).toEqual({
      region: 'RU',
      reason: 'sanctions',
    });
  });
});
