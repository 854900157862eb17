/**
 * The combined "e-mail or mobile" field: what counts as a phone number and what counts as an
 * e-mail address (docs/login.md, "The e-mail tab's field"; docs/registration.md, "Field rules").
 */

/** All digits, at least 3: the combined field treats it as a phone number. */
export const PHONE_PATTERN = /^\d{3,}$/;

/**
 * Local part (dot-separated atoms or a quoted string), `@`, then a bracketed IPv4 address or a
 * domain whose top-level part has at least 2 letters.
 */
export const EMAIL_PATTERN =
  /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"[^"\r\n]+")@(?:\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\]|(?:[a-zA-Z\d-]+\.)+[a-zA-Z]{2,})$/;

export function isPhoneLike(username: string): boolean {
  return PHONE_PATTERN.test(username);
}

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export type UsernameKind = 'phone' | 'email';

/**
 * A username matching the phone pattern is a phone, anything else an e-mail. Editions without
 * phone login (EU sites, phone tab hidden) pass `phoneAllowed: false`: everything is an e-mail.
 */
export function usernameKind(
  username: string,
  options: { phoneAllowed?: boolean } = {},
): UsernameKind {
  const phoneAllowed = options.phoneAllowed ?? true;
  return phoneAllowed && isPhoneLike(username) ? 'phone' : 'email';
}
