import { findCountryByCode } from '../fixtures/countries';

/**
 * The dialling code a country_code field means. The client sends digits ('44', '+44'), but the
 * Turkey edition fixes it to the letters 'TR' (docs/login.md, "The e-mail tab's field"), so both
 * are accepted.
 */
export function toDiallingCode(countryCode: string): string | undefined {
  const digits = countryCode.replace(/^\+/, '');
  if (/^\d{1,4}$/.test(digits)) return digits;
  return findCountryByCode(countryCode)?.area_code;
}
