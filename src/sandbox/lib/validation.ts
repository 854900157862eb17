/** Standard address pattern of the spec: local part, @, a bracketed IPv4 or a domain with a TLD of 2+ letters. */
const EMAIL_PATTERN =
  /^[^\s@]+@(?:\[\d{1,3}(?:\.\d{1,3}){3}\]|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})$/i;

export function isEmail(value: string): boolean {
  return value.length <= 100 && EMAIL_PATTERN.test(value);
}

/**
 * Phone numbers are 5 to 12 digits without a leading zero (docs/registration.md, "Field rules").
 */
export function isPhoneNumber(value: string): boolean {
  return /^[1-9]\d{4,11}$/.test(value);
}

/**
 * Côte d'Ivoire (225) numbers keep their leading 0 since the 2021 renumbering; the global site
 * accepts them (docs/registration.md, "Field rules", the 225 exception), so the sandbox registers
 * them too.
 */
export const LEADING_ZERO_DIALLING_CODES: readonly string[] = ['225'];

export function isRegistrablePhoneNumber(value: string, diallingCode: string): boolean {
  if (LEADING_ZERO_DIALLING_CODES.includes(diallingCode) && /^0\d{4,11}$/.test(value)) return true;
  return isPhoneNumber(value);
}

export function isSixDigitCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** 8 to 30 characters with an upper-case letter, a lower-case letter and a digit. */
export function isAcceptablePassword(value: string): boolean {
  return (
    value.length >= 8 &&
    value.length <= 30 &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value)
  );
}
