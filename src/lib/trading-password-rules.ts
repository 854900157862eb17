/**
 * The trading password's rules (docs/login.md, "Trading-password change"): exactly 6 digits,
 * not one digit six times (111111) and not a straight run up or down (123456, 987654). The spec
 * gives none; these are what exchanges with a numeric trading (fund) password use. The app's
 * panel and the sandbox's change call both read them here, so there is one copy.
 */
import { asciiDigits } from './ascii-digits';

export const TRADING_PASSWORD_LENGTH = 6;

export type TradingPasswordProblem = 'required' | 'format' | 'repeated' | 'sequence';

const SIX_DIGITS = new RegExp(`^\\d{${TRADING_PASSWORD_LENGTH}}$`);

/**
 * The password as it is checked and sent: digits of any script typed on the visitor's keyboard
 * become ASCII (docs/editions.md, "Languages and translations").
 */
export function normaliseTradingPassword(value: string): string {
  return asciiDigits(value);
}

/** The first rule the value breaks, or null when it is a valid trading password. */
export function tradingPasswordProblem(value: string): TradingPasswordProblem | null {
  const digits = normaliseTradingPassword(value);
  if (digits === '') return 'required';
  if (!SIX_DIGITS.test(digits)) return 'format';
  if (/^(\d)\1+$/.test(digits)) return 'repeated';
  if (isStraightRun(digits, 1) || isStraightRun(digits, -1)) return 'sequence';
  return null;
}

export type TradingPasswordConfirmProblem = 'confirmRequired' | 'mismatch';

/** The confirmation: present, and the same password (compared as sent). */
export function tradingPasswordConfirmProblem(
  password: string,
  confirm: string,
): TradingPasswordConfirmProblem | null {
  if (confirm === '') return 'confirmRequired';
  return normaliseTradingPassword(confirm) === normaliseTradingPassword(password)
    ? null
    : 'mismatch';
}

/** Each digit one more (step 1) or one less (step -1) than the one before. */
function isStraightRun(digits: string, step: 1 | -1): boolean {
  for (let index = 1; index < digits.length; index += 1) {
    if (Number(digits[index]) - Number(digits[index - 1]) !== step) return false;
  }
  return true;
}
