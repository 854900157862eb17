/**
 * What the trading-password panel checks before it calls (docs/login.md, "Trading-password
 * change"): the new trading password's rules (src/lib/trading-password-rules.ts), the same again,
 * the six-digit code (sent first), and the Google code where the account has one. Each problem is
 * a key of the `tradingPassword` strings.
 */
import {
  tradingPasswordConfirmProblem,
  tradingPasswordProblem,
} from '@/lib/trading-password-rules';
import { isCompleteCode } from '@/ui/code-input';

export interface TradingPasswordForm {
  readonly password: string;
  readonly confirm: string;
  readonly code: string;
  readonly google2fa: string;
}

export type TradingPasswordFormProblem =
  | 'validation.required'
  | 'validation.format'
  | 'validation.repeated'
  | 'validation.sequence'
  | 'validation.confirmRequired'
  | 'validation.mismatch'
  | 'validation.sendCodeFirst'
  | 'validation.enterCode';

export type TradingPasswordFormProblems = Partial<
  Record<keyof TradingPasswordForm, TradingPasswordFormProblem>
>;

export function tradingPasswordFormProblems(
  form: TradingPasswordForm,
  { google2faRequired, codeSent }: { google2faRequired: boolean; codeSent: boolean },
): TradingPasswordFormProblems {
  const problems: Record<string, TradingPasswordFormProblem> = {};
  const password = tradingPasswordProblem(form.password);
  if (password) problems.password = `validation.${password}`;
  const confirm = tradingPasswordConfirmProblem(form.password, form.confirm);
  if (confirm) problems.confirm = `validation.${confirm}`;
  if (!codeSent) problems.code = 'validation.sendCodeFirst';
  else if (!isCompleteCode(form.code)) problems.code = 'validation.enterCode';
  if (google2faRequired && !isCompleteCode(form.google2fa)) {
    problems.google2fa = 'validation.enterCode';
  }
  return problems;
}
