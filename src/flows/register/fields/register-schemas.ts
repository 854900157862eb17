/**
 * The field rules of register-rules.ts as zod/mini schemas with the same message keys, for code
 * that validates whole values (payload checks, other forms) rather than one field at a time.
 */
import * as z from 'zod/mini';
import {
  emailProblem,
  passwordProblem,
  phoneProblem,
  usernameProblem,
  type PhoneRuleContext,
  type RuleMessage,
  type UsernameRuleContext,
} from './register-rules';

/** A zod check from a rule function, so schemas and forms share one definition. */
function ruleCheck<T>(problem: (value: T) => RuleMessage | undefined) {
  return z.superRefine<T>((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });
}

export const emailSchema = z.string().check(ruleCheck(emailProblem));
export const passwordSchema = z.string().check(ruleCheck(passwordProblem));

export function phoneSchema(context: PhoneRuleContext) {
  return z.string().check(ruleCheck((value: string) => phoneProblem(value, context)));
}

export function usernameSchema(context: UsernameRuleContext) {
  return z.string().check(ruleCheck((value: string) => usernameProblem(value, context)));
}
