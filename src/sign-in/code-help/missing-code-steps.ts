/**
 * The steps for a code that did not arrive, per channel (docs/verification.md, "Missing-code
 * help"): the one list the risk step and the sign-up code step show.
 */
export const MISSING_CODE_STEPS = {
  email: ['checkAddress', 'checkSpam', 'refreshOrWait', 'contactSupport'],
  phone: ['checkNumber', 'smsDelayed', 'tryAnother', 'contactSupport'],
} as const;

export type MissingCodeChannel = keyof typeof MISSING_CODE_STEPS;

/** A channel's step keys in the verification namespace, typed against locales/en. */
export function missingCodeStepKeys(channel: MissingCodeChannel) {
  return channel === 'email'
    ? MISSING_CODE_STEPS.email.map((step) => `code.help.email.${step}` as const)
    : MISSING_CODE_STEPS.phone.map((step) => `code.help.phone.${step}` as const);
}
