import { missingStrings } from './fallback-strings';

describe('missingStrings', () => {
  it('keeps only the fallback strings the language lacks, nested as they are', () => {
    const en = {
      login: { title: 'Log in', tabs: { email: 'Email', qr: 'QR code' } },
      consent: { terms: 'I agree' },
    };
    const ka = { login: { title: 'შესვლა', tabs: { email: 'ელფოსტა' } }, consent: { terms: '' } };
    expect(missingStrings(en, ka)).toEqual({
      login: { tabs: { qr: 'QR code' } },
      consent: { terms: 'I agree' },
    });
  });

  it('is undefined for a complete language', () => {
    expect(missingStrings({ a: { b: 'x' } }, { a: { b: 'y' } })).toBeUndefined();
  });
});
