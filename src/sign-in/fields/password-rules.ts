/**
 * The password rules of a new password (docs/registration.md, "Field rules"): 8 to 30
 * characters with an upper-case letter, a lower-case letter and a digit. Registration and the
 * password reset (docs/retrieve.md) set a password under the same rules, so they live here once.
 */

export const PASSWORD_LENGTH = { min: 8, max: 30 } as const;

/** The password rules one by one, for the live checklist. */
export const PASSWORD_CHECKS = {
  length: (v: string) => v.length >= PASSWORD_LENGTH.min && v.length <= PASSWORD_LENGTH.max,
  upper: (v: string) => /[A-Z]/.test(v),
  lower: (v: string) => /[a-z]/.test(v),
  digit: (v: string) => /\d/.test(v),
} as const;

export type PasswordCheck = keyof typeof PASSWORD_CHECKS;

export function passwordChecklist(value: string): Record<PasswordCheck, boolean> {
  return {
    length: PASSWORD_CHECKS.length(value),
    upper: PASSWORD_CHECKS.upper(value),
    lower: PASSWORD_CHECKS.lower(value),
    digit: PASSWORD_CHECKS.digit(value),
  };
}

/** Whether a new password meets every rule. */
export function passwordMeetsRules(value: string): boolean {
  return Object.values(passwordChecklist(value)).every(Boolean);
}
