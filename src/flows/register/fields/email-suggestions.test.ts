import { SUGGESTED_EMAIL_DOMAINS, emailSuggestions } from './email-suggestions';

describe('emailSuggestions', () => {
  it('offers five provider domains', () => {
    expect(SUGGESTED_EMAIL_DOMAINS).toHaveLength(5);
    expect(emailSuggestions('anna')).toEqual([
      'anna@gmail.com',
      'anna@outlook.com',
      'anna@yahoo.com',
      'anna@hotmail.com',
      'anna@icloud.com',
    ]);
    expect(emailSuggestions('anna@')).toHaveLength(5);
  });
  it('narrows to the providers starting with the typed domain', () => {
    expect(emailSuggestions('anna@g')).toEqual(['anna@gmail.com']);
    expect(emailSuggestions('anna@HO')).toEqual(['anna@hotmail.com']);
    expect(emailSuggestions('anna@proton')).toEqual([]);
  });
  it('offers nothing for an empty field, a complete domain or no local part', () => {
    expect(emailSuggestions('')).toEqual([]);
    expect(emailSuggestions('@gm')).toEqual([]);
    expect(emailSuggestions('anna@gmail.com')).toEqual([]);
    expect(emailSuggestions('an na')).toEqual([]);
  });
});
