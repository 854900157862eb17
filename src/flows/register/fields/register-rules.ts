/**
 * The sign-up field rules (docs/registration.md, "Field rules") as pure functions returning a
 * message key of the `register` namespace (validation.*), or undefined when the value is fine. The
 * forms call them through react-hook-form's `validate` (no schema library in the page's first
 * load); register-schemas.ts wraps the same functions as zod/mini schemas.
 */
import type { ParseKeys } from 'i18next';
import { EMAIL_PATTERN } from '@/lib/phone-or-email';
import { passwordMeetsRules } from '@/sign-in/fields/password-rules';

export const EMAIL_MAX_LENGTH = 100;
export const PHONE_DIGITS = { min: 5, max: 12 } as const;
/** Shorter than this, the combined field is neither an e-mail nor a phone. */
export const USERNAME_MIN_LENGTH = 3;

/** A key of locales/en/register.json: a misspelt or removed one fails the typecheck here. */
type RegisterKey<Key extends ParseKeys<'register'>> = Key;

/**
 * Every message the rules give. A field validated only by one of them reads its react-hook-form
 * error message as this type (react-hook-form keeps it as a plain string).
 */
export type RuleMessage = RegisterKey<
  | 'validation.pleaseEnterEmail'
  | 'validation.invalidMail'
  | 'validation.invalidEmailOrMobileFormat'
  | 'validation.invalidMobileRemoveZero'
  | 'validation.invalidPhone'
  | 'validation.pleaseEnterMobile'
  | 'validation.invalidPwd'
>;

/**
 * Dialling codes whose numbers keep a leading 0 (Côte d'Ivoire, 225, since its 2021
 * renumbering). The spec allows it on "one site variant": here, the global site, i.e. the
 * editions whose manifest is not regional.
 */
export const LEADING_ZERO_COUNTRY_CODES: readonly string[] = ['225'];

export function leadingZeroCountryCodes(regionalEdition: boolean): readonly string[] {
  return regionalEdition ? [] : LEADING_ZERO_COUNTRY_CODES;
}

export interface PhoneRuleContext {
  /** The chosen dialling code, digits only ('44'), or '' when none is chosen. */
  readonly countryCode: string;
  /** LEADING_ZERO_COUNTRY_CODES on the global site, [] elsewhere. */
  readonly leadingZeroCodes: readonly string[];
}

const phonePattern = new RegExp(`^\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`);
const allDigits = new RegExp(`^\\d{${USERNAME_MIN_LENGTH},}$`);

function keepsLeadingZero(context: PhoneRuleContext): boolean {
  return context.leadingZeroCodes.includes(context.countryCode);
}

export function emailProblem(value: string): RuleMessage | undefined {
  const email = value.trim();
  if (email === '') return 'validation.pleaseEnterEmail';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))
    return 'validation.invalidMail';
  return undefined;
}

/** The mobile tab's number: required, digits only, 5 to 12, no leading 0 (but see 225). */
export function phoneProblem(value: string, context: PhoneRuleContext): RuleMessage | undefined {
  const phone = value.trim();
  if (phone === '') return 'validation.pleaseEnterMobile';
  if (phone.startsWith('0') && !keepsLeadingZero(context)) {
    return 'validation.invalidMobileRemoveZero';
  }
  return phonePattern.test(phone) ? undefined : 'validation.invalidPhone';
}

export interface UsernameRuleContext extends PhoneRuleContext {
  /** EU sites and a hidden phone tab: the field takes e-mail addresses only. */
  readonly emailOnly: boolean;
}

/** Whether the combined field holds a phone number (all digits, 3 or more) on this screen. */
export function usernameIsPhone(value: string, emailOnly: boolean): boolean {
  return !emailOnly && allDigits.test(value.trim());
}

/** The combined e-mail-or-phone field (docs/registration.md, "Field rules"). */
export function usernameProblem(
  value: string,
  context: UsernameRuleContext,
): RuleMessage | undefined {
  const username = value.trim();
  const formatMessage = context.emailOnly
    ? 'validation.invalidMail'
    : 'validation.invalidEmailOrMobileFormat';
  if (username.length < USERNAME_MIN_LENGTH) return formatMessage;
  if (usernameIsPhone(username, context.emailOnly)) {
    if (username.startsWith('0') && !keepsLeadingZero(context)) {
      return 'validation.invalidMobileRemoveZero';
    }
    return phonePattern.test(username) ? undefined : 'validation.invalidPhone';
  }
  if (username.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(username)) return formatMessage;
  return undefined;
}

export function passwordProblem(value: string): RuleMessage | undefined {
  return passwordMeetsRules(value) ? undefined : 'validation.invalidPwd';
}
