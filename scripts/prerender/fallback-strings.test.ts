import { mergeStrings, missingStrings } from './fallback-strings';

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

describe('mergeStrings', () => {
  it('merges nested keys, the second set winning where both have a string', () => {
    expect(
      mergeStrings(
        { login: { title: 'A', tabs: { qr: 'QR' } } },
        { login: { title: 'B', x: 'X' } },
      ),
    ).toEqual({ login: { title: 'B', tabs: { qr: 'QR' }, x: 'X' } });
    expect(mergeStrings(undefined, { a: 'x' })).toEqual({ a: 'x' });
    expect(mergeStrings({ a: 'x' }, undefined)).toEqual({ a: 'x' });
  });
});
