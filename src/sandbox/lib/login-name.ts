import type { RequestFields } from './read-fields';
import { textField } from './read-fields';
import { toDiallingCode } from './dialling-code';
import { isEmail, isRegistrablePhoneNumber } from './validation';
import { normaliseEmail } from '../state/account-directory';
import type { PhoneNumber } from '../state/records';
import { phoneKey } from '../state/seed-accounts';

/** An e-mail or a phone number someone registers or is checked under. */
export type LoginName =
  | { readonly kind: 'email'; readonly email: string; readonly key: string }
  | { readonly kind: 'phone'; readonly phone: PhoneNumber; readonly key: string };

/**
 * The login name of a registration body: `email`, or `mobile` with `country_code`.
 * Returns a message for 10001 when it is missing or malformed.
 */
export function readLoginName(fields: RequestFields): LoginName | string {
  const email = textField(fields, 'email');
  if (email !== undefined) {
    if (!isEmail(email)) return 'email is not a valid e-mail address';
    return { kind: 'email', email: normaliseEmail(email), key: normaliseEmail(email) };
  }
  const mobile = textField(fields, 'mobile');
  if (mobile === undefined) return 'email or mobile is required';
  const countryCode = textField(fields, 'country_code');
  if (!countryCode) return 'country_code is required with mobile';
  const dialling = toDiallingCode(countryCode);
  if (!dialling) return 'country_code is not a known country';
  if (!isRegistrablePhoneNumber(mobile, dialling)) {
    return 'mobile must be 5 to 12 digits without a leading 0 (225 numbers may keep it)';
  }
  const phone = { countryCode: dialling, number: mobile };
  return { kind: 'phone', phone, key: phoneKey(dialling, mobile) };
}

/** The part of the name scenario rules look at: an e-mail's local part, else the number. */
export function scenarioHandle(name: LoginName): string {
  return name.kind === 'email' ? (name.email.split('@')[0] ?? '') : name.phone.number;
}
