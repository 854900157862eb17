import { regionName } from './region-name';

describe('regionName', () => {
  it("names a country in the language's own words", () => {
    expect(regionName('GE', 'ka')).toBe('საქართველო');
    expect(regionName('DE', 'tr-TR')).toBe('Almanya');
    expect(regionName('US', 'ar')).toBe('الولايات المتحدة');
  });

  it('gives nothing for a tag Intl refuses or a code it does not know', () => {
    expect(regionName('US', 'tr-TUR')).toBeUndefined();
    expect(regionName('XX', 'de')).toBeUndefined();
    expect(regionName('not a code', 'de')).toBeUndefined();
  });
});
