/**
 * Masking for analytics events: tracking must not carry a full phone number or e-mail address.
 */

const PHONE_VISIBLE_HEAD = 2;
const PHONE_VISIBLE_TAIL = 2;
export const PHONE_VISIBLE_DIGITS = PHONE_VISIBLE_HEAD + PHONE_VISIBLE_TAIL;
export const EMAIL_HIDDEN_LOCAL_CHARACTERS = 3;

/**
 * Masks the middle of a phone number leaving 4 digits visible (the first two and the last two),
 * so `13812345678` becomes `13*******78`. Numbers too short to keep 4 digits and still hide
 * something are masked entirely.
 */
export function maskPhone(phone: string): string {
  const characters = Array.from(phone);
  if (characters.length <= PHONE_VISIBLE_DIGITS) return '*'.repeat(characters.length);
  const hidden = characters.length - PHONE_VISIBLE_DIGITS;
  return [
    ...characters.slice(0, PHONE_VISIBLE_HEAD),
    '*'.repeat(hidden),
    ...characters.slice(characters.length - PHONE_VISIBLE_TAIL),
  ].join('');
}

/**
 * Hides the last 3 characters of the local part (`johnsmith@mail.com` becomes
 * `johnsm***@mail.com`); a local part of 3 characters or fewer is hidden entirely.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = Array.from(at < 0 ? email : email.slice(0, at));
  const domain = at < 0 ? '' : email.slice(at);
  const hidden = Math.min(EMAIL_HIDDEN_LOCAL_CHARACTERS, local.length);
  return `${local.slice(0, local.length - hidden).join('')}${'*'.repeat(hidden)}${domain}`;
}
