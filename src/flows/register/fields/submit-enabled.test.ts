import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { EditionManifest } from '@/editions/manifest-schema';
import { isSubmitEnabled } from './submit-enabled';

const manifest = (id: string) =>
  JSON.parse(
    readFileSync(resolve(process.cwd(), `editions/${id}.json`), 'utf8'),
  ) as EditionManifest;

const base = { partnerChannelWithoutPresetEmail: false, residenceBanned: false };

describe('isSubmitEnabled', () => {
  it('needs the single terms box on global, EU, KAZ, GEO, IDN and ARE', () => {
    for (const id of ['global', 'eu', 'kaz', 'geo', 'idn', 'are']) {
      const consent = manifest(id).register.consent;
      expect(consent.filter((box) => box.required)).toHaveLength(1);
      expect(isSubmitEnabled({ ...base, consent, ticked: {} })).toBe(false);
      expect(isSubmitEnabled({ ...base, consent, ticked: { terms: true } })).toBe(true);
    }
  });

  it('needs all three boxes on Turkey', () => {
    const consent = manifest('tur').register.consent;
    expect(consent.filter((box) => box.required)).toHaveLength(3);
    expect(
      isSubmitEnabled({ ...base, consent, ticked: { terms: true, privacyNotice: true } }),
    ).toBe(false);
    expect(
      isSubmitEnabled({
        ...base,
        consent,
        ticked: { terms: true, privacyNotice: true, explicitConsent: true },
      }),
    ).toBe(true);
  });

  it('is enabled without consent for the partner channel and a banned residence', () => {
    const consent = manifest('global').register.consent;
    expect(
      isSubmitEnabled({ ...base, consent, ticked: {}, partnerChannelWithoutPresetEmail: true }),
    ).toBe(true);
    expect(isSubmitEnabled({ ...base, consent, ticked: {}, residenceBanned: true })).toBe(true);
  });
});
