/** Referral code limits (docs/registration-pieces.md, "Referral code and campaigns"). */

/** The referral field takes at most this many characters. */
export const REFERRAL_CODE_MAX_LENGTH = 20;

/**
 * Pause after the last keystroke before the code is checked. The spec says only "checked
 * live"; half a second checks a pasted code at once and a typed one without a call per key.
 */
export const REFERRAL_CHECK_DEBOUNCE_MS = 500;
