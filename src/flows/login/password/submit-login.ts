/**
 * The password login flow (docs/login.md, "The login flow"), as a plain async function over
 * what it needs, so its steps read in the spec's order and tests can drive it with fakes:
 * captcha, POST /login, then the result in the spec's order (pre_action, two-factor, risk step,
 * success), and the refusals (wrong password, over limit, ban, the catalogue's dialogs).
 * Error toasts are the request wrapper's job through the error catalogue; this flow only
 * decides what happens next.
 */
import type { LoginInput, LoginResult } from '@/api/endpoints/login';
import { WRONG_PASSWORD_LIMIT, type DialogName } from '@/api/error-catalogue';
import { API_PATHS } from '@/api/paths';
import { catalogueCallerDialog } from '@/sign-in/refusals/catalogue-refusal';
import type { ApiResult } from '@/api/request';
import type {
  CaptchaOutcome,
  CaptchaRequest,
  CaptchaSceneName,
  RiskOutcome,
  RiskStepRequest,
} from '@/sign-in/contracts/verification';
import { withCaptchaFields } from './captcha-fields';
import { BANNED_CODE, OVER_LIMIT_CODE, WRONG_PASSWORD_CODE } from './login-codes';
import {
  finishSignIn,
  type SignInCompletion,
  type SiteJumpMemo,
} from '@/sign-in/after-sign-in/finish-sign-in';
import type { LoginOutcome, StopReason } from './login-outcome';
import type { TradingPasswordRequest } from '../trading-password/use-trading-password-step';

export { WRONG_PASSWORD_LIMIT };
export { BANNED_CODE, OVER_LIMIT_CODE, WRONG_PASSWORD_CODE };
/** A server that keeps asking for the security step after it passed is not asked forever. */
export const MAX_RISK_ROUNDS = 3;

export interface LoginFlowDeps extends SignInCompletion<LoginResult> {
  /** The manifest's captcha scene for this login (login, or turkeyLogin in the Turkey bridge). */
  readonly captchaScene: CaptchaSceneName;
  runCaptcha(request: CaptchaRequest): Promise<CaptchaOutcome>;
  callLogin(input: LoginInput): Promise<ApiResult<LoginResult> | undefined>;
  /**
   * The two-factor panel: resolves with the six-digit code, or null when the visitor goes back.
   * `rejected`: the previous code was refused by the server.
   */
  askTwoFactorCode(state: { readonly rejected: boolean }): Promise<string | null>;
  runRiskStep(request: RiskStepRequest): Promise<RiskOutcome>;
  /**
   * The trading-password panel (docs/login.md, "Trading-password change"): resolves with the
   * change's answer (a login result; the session token is stored), or null when the visitor
   * goes back.
   */
  changeTradingPassword(request: TradingPasswordRequest): Promise<LoginResult | null>;
  /** The login-error-over-limit dialog (31030); resolves when the visitor has chosen. */
  showOverLimit(): Promise<void>;
  /** The ban flow (31003): ban info, then the self-unblock page, a toast or the banned dialog. */
  runBanFlow(message: string): Promise<void>;
  /** The retrieve page pre_action 1 leads to (with from=oauth in an OAuth flow). */
  readonly retrievePath: string;
}

export async function submitPasswordLogin(
  deps: LoginFlowDeps,
  input: LoginInput,
): Promise<LoginOutcome> {
  const captcha = await deps.runCaptcha({ scene: deps.captchaScene, loginName: input.username });
  if (captcha.kind === 'cancelled') return stopped('captchaCancelled');
  if (captcha.kind === 'unavailable') return stopped('captchaUnavailable');

  const request = withCaptchaFields(input, captcha.fields);
  const memo: SiteJumpMemo = { offered: false };
  return handleAnswer(deps, request, await deps.callLogin(request), 0, memo);
}

async function handleAnswer(
  deps: LoginFlowDeps,
  request: LoginInput,
  answer: ApiResult<LoginResult> | undefined,
  riskRounds: number,
  memo: SiteJumpMemo,
): Promise<LoginOutcome> {
  if (!answer) return { kind: 'failed', code: null };
  if (answer.retCode !== 0) return handleRefusal(deps, answer);
  const result = answer.result ?? {};

  if (result.pre_action === 1) {
    deps.goTo(deps.retrievePath);
    return { kind: 'retrieve' };
  }
  if (result.google2fa_secret) return twoFactorStep(deps, request, memo);
  if (result.risk_token) return riskStep(deps, request, result, riskRounds, memo);
  if (result.trading_pwd_ticket) return tradingPasswordStep(deps, request, result, memo);
  return finishSignIn(deps, result, { chatBound: Boolean(request.telegramCallback), memo });
}

/**
 * The login passed every check but the exchange holds the session until the trading password
 * is changed (docs/login.md, "Trading-password change"): the panel's change answers the session,
 * and the sign-in finishes with that answer.
 */
async function tradingPasswordStep(
  deps: LoginFlowDeps,
  request: LoginInput,
  result: LoginResult,
  memo: SiteJumpMemo,
): Promise<LoginOutcome> {
  const changed = await deps.changeTradingPassword({
    ticket: result.trading_pwd_ticket ?? '',
    google2faRequired: result.trading_pwd_google2fa === true,
    loginName: request.username,
  });
  if (!changed) return stopped('tradingPasswordCancelled');
  return finishSignIn(deps, changed, { chatBound: Boolean(request.telegramCallback), memo });
}

/** The panel asks for the code until the server takes it or the visitor goes back. */
async function twoFactorStep(
  deps: LoginFlowDeps,
  request: LoginInput,
  memo: SiteJumpMemo,
): Promise<LoginOutcome> {
  let rejected = false;
  for (;;) {
    const code = await deps.askTwoFactorCode({ rejected });
    if (code === null) return stopped('twoFactorCancelled');
    const retried: LoginInput = { ...request, google2fa: code };
    const answer = await deps.callLogin(retried);
    if (answer && answer.retCode !== 0 && isHandledRefusal(answer.retCode)) {
      return handleRefusal(deps, answer);
    }
    if (answer?.retCode === 0 && !answer.result?.google2fa_secret) {
      return handleAnswer(deps, retried, answer, 0, memo);
    }
    // A refused code (its toast came from the wrapper) or no answer at all: ask again.
    rejected = answer !== undefined;
  }
}

async function riskStep(
  deps: LoginFlowDeps,
  request: LoginInput,
  result: LoginResult,
  rounds: number,
  memo: SiteJumpMemo,
): Promise<LoginOutcome> {
  if (rounds >= MAX_RISK_ROUNDS) return { kind: 'failed', code: null };
  const riskToken = result.risk_token ?? '';
  // 'guide' with a real account id: the account may belong to another site, which is offered
  // before the security step (docs/login.md, "The login flow": site-switch prompt, then the
  // security panel).
  if (result.risk_token_type === 'guide' && String(result.id ?? '0') !== '0') {
    memo.offered = true;
    if ((await deps.offerSiteJump(result.country)) === 'left') return { kind: 'siteJump' };
  }
  const risk = await deps.runRiskStep({
    riskToken,
    riskTokenType: result.risk_token_type ?? null,
    userName: request.username,
    ...(request.countryCode ? { countryCode: request.countryCode } : {}),
  });
  if (risk.kind === 'cancelled') return stopped('riskCancelled');
  if (risk.kind === 'failed') return stopped('riskFailed');
  // proto_ver 2.1 is part of every login body (src/api/endpoints/login.ts).
  const retried: LoginInput = { ...request, riskToken: risk.riskToken };
  return handleAnswer(deps, retried, await deps.callLogin(retried), rounds + 1, memo);
}

async function handleRefusal(
  deps: LoginFlowDeps,
  answer: ApiResult<LoginResult>,
): Promise<LoginOutcome> {
  const code = answer.retCode;
  if (code === WRONG_PASSWORD_CODE) {
    // The count of 1 and 2 comes with a plain toast and no parsed result: read it raw.
    const count = passErrCount(answer.rawResult);
    return {
      kind: 'wrongPassword',
      remainingAttempts: count === null ? null : Math.max(0, WRONG_PASSWORD_LIMIT - count),
    };
  }
  if (code === OVER_LIMIT_CODE) {
    await deps.showOverLimit();
    return { kind: 'overLimit' };
  }
  if (code === BANNED_CODE) {
    await deps.runBanFlow(answer.retMsg);
    return { kind: 'banned' };
  }
  const dialog = callerDialog(code);
  if (dialog) {
    await deps.openCatalogueDialog(dialog, {
      code,
      message: answer.retMsg,
      result: answer.rawResult,
    });
    return { kind: 'refused', code, dialog };
  }
  return { kind: 'failed', code };
}

/**
 * The dialog this flow opens for a code the wrapper hands over untouched (the catalogue's
 * caller dialogs). Codes whose dialog the wrapper opens itself (31020) are left to it.
 */
export function callerDialog(code: number): DialogName | undefined {
  // The one rule the sign-in flows share (docs/requests-and-errors.md, "The catalogue").
  return catalogueCallerDialog(code, API_PATHS.login, 'login');
}

function isHandledRefusal(code: number): boolean {
  return (
    code === WRONG_PASSWORD_CODE ||
    code === OVER_LIMIT_CODE ||
    code === BANNED_CODE ||
    callerDialog(code) !== undefined
  );
}

function passErrCount(raw: unknown): number | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = (raw as Record<string, unknown>).pass_err_count;
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) ? count : null;
}

function stopped(reason: StopReason): LoginOutcome {
  return { kind: 'stopped', reason };
}
