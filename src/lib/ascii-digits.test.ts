import { asciiDigits } from './ascii-digits';

describe('asciiDigits', () => {
  it('turns Arabic-Indic, Persian and full-width digits into ASCII', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(asciiDigits('０１２３４５６７８９')).toBe('0123456789');
  });

  it('leaves everything else as it is', () => {
    expect(asciiDigits('+44 ٧٧٠٠ abc-9')).toBe('+44 7700 abc-9');
    expect(asciiDigits('')).toBe('');
  });
});
