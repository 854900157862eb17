/**
 * What may leave the page in an analytics event (docs/requests-and-errors.md, "Tracking"): empty,
 * null and undefined fields are dropped, phone numbers keep only 4 digits and e-mail addresses lose
 * the last 3 characters of their local part.
 */
import { maskEmail, maskPhone } from '../masking';
import { isEmailAddress } from '../phone-or-email';

/** Fields that hold a phone number (their country code fields are left alone). */
const PHONE_FIELDS = new Set([
  'phone',
  'mobile',
  'phone_number',
  'phonenumber',
  'mobile_number',
  'mobilenumber',
  'tel',
]);
/** Fields that hold the login name: an e-mail or a phone, depending on what was typed. */
const IDENTITY_FIELDS = new Set(['username', 'user_name', 'login_name', 'loginname', 'account']);
const DIGITS_OF_A_PHONE = /^\+?[\d\s()-]{5,}$/;

export function sanitizeProperties(
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const sanitized = sanitizeValue(key, value);
    if (!isEmpty(sanitized)) clean[key] = sanitized;
  }
  return clean;
}

function sanitizeValue(key: string, value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => sanitizeValue(key, item)).filter((item) => !isEmpty(item));
  }
  if (isPlainObject(value)) return sanitizeProperties(value);
  const field = key.toLowerCase();
  if (typeof value === 'number' && PHONE_FIELDS.has(field)) return maskPhone(String(value));
  if (typeof value !== 'string') return value;
  if (PHONE_FIELDS.has(field)) return maskPhone(value);
  // An e-mail field is masked even half-typed; an e-mail anywhere else is masked too.
  if (field.includes('email') || isEmailAddress(value.trim())) return maskEmail(value.trim());
  if (IDENTITY_FIELDS.has(field) && DIGITS_OF_A_PHONE.test(value)) return maskPhone(value);
  return value;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
