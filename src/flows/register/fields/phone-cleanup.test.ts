import { cleanPhoneInput } from './phone-cleanup';

describe('cleanPhoneInput', () => {
  it('turns Arabic-Indic, Persian and full-width digits into ASCII', () => {
    expect(cleanPhoneInput('٠٧٧٠٠ ۹۰۰ ０１')).toBe('770090001');
  });

  it('removes spaces, brackets and leading zeros', () => {
    expect(cleanPhoneInput(' (0)7700 900 123 ')).toBe('7700900123');
    expect(cleanPhoneInput('[77]{00}\t900')).toBe('7700900');
    expect(cleanPhoneInput('007700900123')).toBe('7700900123');
  });
  it('keeps the leading zero when the dialling code keeps it (225)', () => {
    expect(cleanPhoneInput('07 12 34 56 78', true)).toBe('0712345678');
  });
  it('leaves other characters for the digit rule to report', () => {
    expect(cleanPhoneInput('7700-900')).toBe('7700-900');
  });
});
