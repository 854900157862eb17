/**
 * The password reset's rules as plain functions (docs/retrieve.md): the account step in the
 * spec's order (captcha, the call, the security step when the answer asks for it), how an answer
 * is read, the account field's rules, and where the page leads afterwards. The page wires them to
 * the API client and the verification services (use-retrieve-flow.ts); tests drive them with
 * fakes.
 */
import type { ApiResult } from '@/api/request';
import type {
  FindPasswordAccountInput,
  FindPasswordStart,
  UnbindEmailSent,
} from '@/api/endpoints/retrieve-password';
import { EMAIL_PATTERN, usernameKind } from '@/lib/phone-or-email';
import { localePath, paths } from '@/lib/route-paths';
import { oauthQueryOf, withQuery } from '@/sign-in/oauth/oauth-query';
import type {
  CaptchaOutcome,
  CaptchaRequest,
  RiskOutcome,
  RiskStepRequest,
} from '@/sign-in/contracts/verification';

/**
 * The captcha scene of the account step. The spec names none for the password reset: the step
 * takes a login name and is abused the way the login is (probing which accounts exist, sending
 * codes in bulk), so it runs the login's scene (31000; the regional editions' lists) with the
 * captcha info asked per login name (docs/retrieve.md, "Captcha").
 */
export const RETRIEVE_CAPTCHA_SCENE = 'login' satisfies CaptchaRequest['scene'];

/** Security steps that may not satisfy the server before the page gives up (as the login). */
export const MAX_RISK_STEPS = 3;

export interface RetrieveAccount {
  /** The e-mail, or the phone number without its dialling code. */
  readonly username: string;
  readonly countryCode?: string | undefined;
}

/** A reset under way: where the code went, and whether the Google code is asked too. */
export interface ResetStarted {
  readonly serialNo: string;
  readonly channel: 'email' | 'mobile';
  readonly maskedTarget: string;
  readonly google2faRequired: boolean;
}

export type StartAnswer =
  | { readonly kind: 'sent'; readonly reset: ResetStarted }
  | { readonly kind: 'risk'; readonly riskToken: string; readonly riskTokenType: string | null }
  /** A refusal (the request wrapper has told the visitor through the catalogue) or no answer. */
  | { readonly kind: 'refused'; readonly code: number | undefined };

/** Reads a find-password/validation answer (`step` account or resend). */
export function readStartAnswer(answer: ApiResult<FindPasswordStart> | undefined): StartAnswer {
  if (!answer || answer.retCode !== 0 || !answer.result) {
    return { kind: 'refused', code: answer?.retCode };
  }
  const result = answer.result;
  if (result.risk_token) {
    return {
      kind: 'risk',
      riskToken: result.risk_token,
      riskTokenType: result.risk_token_type ?? null,
    };
  }
  if (!result.serial_no) return { kind: 'refused', code: answer.retCode };
  return {
    kind: 'sent',
    reset: {
      serialNo: result.serial_no,
      channel: result.channel ?? 'email',
      maskedTarget: result.masked_target ?? '',
      google2faRequired: result.google2fa_required === true,
    },
  };
}

export interface AccountStepDeps {
  runCaptcha(request: CaptchaRequest): Promise<CaptchaOutcome>;
  start(input: FindPasswordAccountInput): Promise<ApiResult<FindPasswordStart> | undefined>;
  runRiskStep(request: RiskStepRequest): Promise<RiskOutcome>;
}

export type AccountStepOutcome =
  | { readonly kind: 'sent'; readonly reset: ResetStarted }
  /** Captcha or security step cancelled or unavailable: nothing to add, the form stays. */
  | { readonly kind: 'stopped' }
  | { readonly kind: 'refused'; readonly code: number | undefined };

/**
 * The account step: the captcha on the login name, POST find-password/validation, and while the
 * answer asks for the security step, the step and the call again with its verified token.
 */
export async function submitAccountStep(
  deps: AccountStepDeps,
  account: RetrieveAccount,
): Promise<AccountStepOutcome> {
  const captcha = await deps.runCaptcha({
    scene: RETRIEVE_CAPTCHA_SCENE,
    loginName: account.username,
  });
  if (captcha.kind !== 'passed') return { kind: 'stopped' };
  const base = { ...account, captcha: captcha.fields };
  let answer = readStartAnswer(await deps.start(base));
  for (let steps = 0; answer.kind === 'risk'; steps += 1) {
    if (steps === MAX_RISK_STEPS) return { kind: 'stopped' };
    const risk = await deps.runRiskStep({
      riskToken: answer.riskToken,
      riskTokenType: answer.riskTokenType,
      userName: account.username,
      ...(account.countryCode ? { countryCode: account.countryCode } : {}),
    });
    if (risk.kind !== 'passed') return { kind: 'stopped' };
    answer = readStartAnswer(await deps.start({ ...base, riskToken: risk.riskToken }));
  }
  return answer;
}

/**
 * The unbind-2FA e-mail's answer. A refusal (20035 is toasted as 35300 by the error catalogue,
 * docs/requests-and-errors.md) keeps the Google code field: there is no e-mail code to type.
 */
export function readUnbindAnswer(
  answer: ApiResult<UnbindEmailSent> | undefined,
): { readonly kind: 'sent'; readonly maskedEmail: string } | { readonly kind: 'refused' } {
  return answer?.retCode === 0 && answer.result
    ? { kind: 'sent', maskedEmail: answer.result.masked_email }
    : { kind: 'refused' };
}

/** The second code of the code step: none, the Google code, or the unbind-2FA e-mail's code. */
export type SecondFactor = 'none' | 'google2fa' | 'unbindEmail';

export interface CodeStepValues {
  readonly code: string;
  readonly secondCode: string;
}

const SIX_DIGITS = /^\d{6}$/;

/** Which codes of the code step are still missing (both are six digits). */
export function missingCodes(
  values: CodeStepValues,
  secondFactor: SecondFactor,
): { readonly code: boolean; readonly secondCode: boolean } {
  return {
    code: !SIX_DIGITS.test(values.code),
    secondCode: secondFactor !== 'none' && !SIX_DIGITS.test(values.secondCode),
  };
}

export type AccountProblem =
  | 'validation.enterEmailOrMobile'
  | 'validation.enterEmail'
  | 'validation.invalidEmail'
  | 'validation.invalidPhone'
  | 'validation.removeLeadingZero'
  | 'validation.selectCountryCode';

export const EMAIL_MAX_LENGTH = 100;
const PHONE_DIGITS = /^\d{5,12}$/;

/**
 * The account field, read as the login form reads it (docs/login.md, "The e-mail tab's field"):
 * all digits is a phone (then its country code is needed), anything else an e-mail; where the
 * edition has no phone login, everything is an e-mail.
 */
export function accountProblems(
  identifier: string,
  countryCode: string,
  phoneAllowed: boolean,
): { readonly identifier?: AccountProblem; readonly countryCode?: AccountProblem } {
  const value = identifier.trim();
  if (value === '') {
    return {
      identifier: phoneAllowed ? 'validation.enterEmailOrMobile' : 'validation.enterEmail',
    };
  }
  if (usernameKind(value, { phoneAllowed }) === 'email') {
    return value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)
      ? { identifier: 'validation.invalidEmail' }
      : {};
  }
  const problems: { identifier?: AccountProblem; countryCode?: AccountProblem } = {};
  if (value.startsWith('0')) problems.identifier = 'validation.removeLeadingZero';
  else if (!PHONE_DIGITS.test(value)) problems.identifier = 'validation.invalidPhone';
  if (!countryCode) problems.countryCode = 'validation.selectCountryCode';
  return problems;
}

/** Why this page was opened: the login's link, the OAuth login's, or the trust-first prompt. */
export type RetrieveOrigin = 'login' | 'oauth' | 'trustFirst';

export function retrieveOrigin(search: string): RetrieveOrigin {
  const from = new URLSearchParams(search).get('from');
  return from === 'oauth' ? 'oauth' : from === 'trustFirst' ? 'trustFirst' : 'login';
}

/**
 * Where the page leads after the reset, and its "Back to login" link (docs/retrieve.md,
 * "Routes"): `from=oauth` → the OAuth login with the OAuth request's query as it arrived;
 * otherwise the login page (a trust-first visitor logs in again with the new password), keeping a
 * `redirect_url` for the login's destination rule to judge.
 */
export function retrieveExitPath(search: string, lang: string | undefined): string {
  if (retrieveOrigin(search) === 'oauth') {
    return withQuery(localePath(lang, paths.oauthLogin), oauthQueryOf(search));
  }
  const redirectUrl = new URLSearchParams(search).get('redirect_url');
  const query = redirectUrl ? new URLSearchParams({ redirect_url: redirectUrl }).toString() : '';
  return withQuery(localePath(lang, paths.login), query);
}
