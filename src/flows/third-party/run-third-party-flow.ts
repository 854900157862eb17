/**
 * The third-party sign-in flow (docs/third-party.md, "The flow"), as a plain async function over
 * what it needs, so the steps read in the spec's order and tests drive it with fakes: credential →
 * (register) IP-ban check → terms notice (type 1; the chat-app variant's type 6) → Chinese-e-mail
 * check (type 5) → captcha → token request → by use_thirdparty: register (risk step, bind result,
 * the register-success side effects every sign-up gets) or log in (risk step after a site-jump check for 'guide', profile, callback or
 * step2). The request wrapper stores the session token and toasts the codes its catalogue toasts.
 */
import type { DialogName } from '@/api/error-catalogue';
import { TOAST_MS, catalogueEntry } from '@/api/error-catalogue';
import type { CatalogueDialogData } from '@/sign-in/contracts/catalogue-dialogs';
import type {
  CaptchaOutcome,
  RiskOutcome,
  RiskStepRequest,
  SecurityNoticeChoice,
  SecurityNoticeType,
} from '@/sign-in/contracts/verification';
import { CHAT_APP_NOTICE } from '@/sign-in/contracts/verification';
import type { ApiResult } from '@/api/request';
import { THIRD_PARTY_LOGIN_FALLBACK_PATH } from '@/lib/post-login-destination';
import { linkFailureCode } from '@/sign-in/chat-link/link-chat-account';
import {
  CHAT_BIND_SUCCESS,
  chatBindResult,
  finishSignIn,
  type SiteChoice,
} from '@/sign-in/after-sign-in/finish-sign-in';
import { isChineseEmail } from '@/lib/chinese-email';
import {
  runRegisterSuccess,
  type RegisterSuccessDeps,
} from '@/sign-in/after-sign-in/register-success';
import { emailFromCredential } from './credential-email';
import {
  BANNED_STATUS,
  USE_THIRDPARTY,
  type ThirdPartyLoginInput,
  type ThirdPartyResult,
} from '@/api/endpoints/third-party-login';
import type { ThirdPartyProvider } from './visibility';

/** Security notice types of the flow (docs/third-party.md, "The flow", step 4). */
export const TERMS_NOTICE: SecurityNoticeType = 1;
export const CHINESE_EMAIL_NOTICE: SecurityNoticeType = 5;
/** The chat-app variant's dialog (type 6, docs/verification.md, "Security notice"). */
export { CHAT_APP_NOTICE };
/** The notice's answer that goes on to the captcha (the declaration's "No, continue"). */
const GO_ON: SecurityNoticeChoice = 'handleNo';
export const ACCOUNT_BANNED_CODE = 31003;
export const CHINESE_EMAIL_CODE = 20100;
/** A security step that keeps asking for another is given up after this many. */
export const MAX_RISK_STEPS = 2;

export const THIRD_PARTY_EVENTS = {
  noToken: 'ThirdPartyNoToken',
  notEmail: 'ThirdPartyNotEmail',
  ipBan: 'IpBan',
  chineseEmail: 'ThirdPartyChineseEmail',
  registered: 'ThirdPartyRegisterSuccess',
  loggedIn: 'ThirdPartyLoginSuccess',
  failed: 'ThirdPartyLoginFailed',
} as const;

export interface ThirdPartyCredential {
  readonly provider: ThirdPartyProvider;
  /** Google's credential, Apple's id_token, Telegram's login data as JSON; missing when none came. */
  readonly token: string | undefined;
}

/** The request fields that come from the page rather than from the flow. */
export type ThirdPartyRequestContext = Omit<
  ThirdPartyLoginInput,
  'tokenType' | 'token' | 'username' | 'riskToken' | 'captchaFields'
>;

export interface ThirdPartyFlowDeps {
  readonly intent: 'login' | 'register';
  /** Register only: the registration IP-ban check; true when this IP may not register. */
  isIpBanned(): Promise<boolean>;
  showSecurityNotice(type: SecurityNoticeType): Promise<SecurityNoticeChoice>;
  runCaptcha(loginName: string | undefined): Promise<CaptchaOutcome>;
  requestContext(): ThirdPartyRequestContext;
  callThirdParty(input: ThirdPartyLoginInput): Promise<ApiResult<ThirdPartyResult> | undefined>;
  runRiskStep(request: RiskStepRequest): Promise<RiskOutcome>;
  /** The site-jump rule after a login; 'redirected' when the visitor was sent to another site. */
  siteJump(result: ThirdPartyResult): Promise<'redirected' | 'stay'>;
  /** The residence confirmation after a login; without it none is shown. */
  confirmResidence?(): Promise<SiteChoice>;
  openDialog(name: DialogName, data: CatalogueDialogData): Promise<unknown>;
  /** Inside the mini app: the link step and the campaign task (docs/mini-app.md). */
  readonly afterSignedIn?: (() => Promise<void>) | undefined;
  /** Inside the mini app a login lands on its destination rather than step2. */
  readonly loginDestination?: (() => string | Promise<string>) | undefined;
  toast(message: string, durationMs: number): void;
  /** The default translated error, and the Chinese-e-mail register message (20100). */
  readonly messages: { readonly defaultError: string; readonly chineseEmail: string };
  /** Remembers a newly registered user's id (register success side effects). */
  storeUserId(id: string): void;
  /**
   * What the register-success side effects need besides the profile (referral cookie, partner
   * channel and its bind): a third-party sign-up gets those of any sign-up
   * (src/sign-in/after-sign-in/register-success.ts).
   */
  readonly registerSuccess: Omit<RegisterSuccessDeps, 'fetchProfile' | 'markGrayRelease'>;
  /** Loads the profile once the token is stored; undefined when it fails. */
  fetchProfile(): Promise<{ id: string } | undefined>;
  /** The gray-release flag for the signed-in or new user's id (finish-sign-in.ts). */
  markGrayRelease(userId: string): Promise<void>;
  /** Where register success goes: redirect_url if allowed, else the default landing, new user. */
  registerDestination(): string | Promise<string>;
  /** The embedding host's login callback; without one, login goes to the step2 page. */
  readonly loginCallback?: ((result: ThirdPartyResult) => void) | undefined;
  /** The embedding host's callback for a third-party sign-up; without one, the destination. */
  readonly registerCallback?: ((result: ThirdPartyResult) => void) | undefined;
  /** A full navigation: destinations are pages of the exchange, outside this app. */
  goTo(path: string): void;
  track(event: string, data?: Readonly<Record<string, unknown>>): void;
}

export type ThirdPartyOutcome =
  | { readonly kind: 'noToken' }
  | { readonly kind: 'notEmail' }
  | { readonly kind: 'ipBanned' }
  | { readonly kind: 'cancelled'; readonly step: 'notice' | 'captcha' | 'risk' }
  | { readonly kind: 'chineseEmail' }
  | { readonly kind: 'captchaUnavailable' }
  | { readonly kind: 'banned' }
  | { readonly kind: 'riskFailed' }
  | { readonly kind: 'siteJump' }
  | { readonly kind: 'failed'; readonly code: number | null }
  | { readonly kind: 'registered'; readonly userId: string; readonly destination: string | null }
  | { readonly kind: 'loggedIn'; readonly userId: string; readonly destination: string | null };

export async function runThirdPartyFlow(
  deps: ThirdPartyFlowDeps,
  credential: ThirdPartyCredential,
): Promise<ThirdPartyOutcome> {
  const { provider, token } = credential;
  if (!token) {
    deps.track(THIRD_PARTY_EVENTS.noToken, { provider });
    return { kind: 'noToken' };
  }
  // Telegram's login data has no e-mail; the two identity providers' tokens must carry one.
  const email = provider === 'telegram' ? undefined : emailFromCredential(token);
  if (provider !== 'telegram' && !email) {
    deps.track(THIRD_PARTY_EVENTS.notEmail, { provider });
    deps.toast(deps.messages.defaultError, TOAST_MS.short);
    return { kind: 'notEmail' };
  }

  if (deps.intent === 'register' && (await deps.isIpBanned())) {
    deps.track(THIRD_PARTY_EVENTS.ipBan, { provider });
    return { kind: 'ipBanned' };
  }
  // Only "No, continue" goes on: 'confirm' here is the waitlist of a restricted region (type
  // 2, reached from the declaration), which a third-party sign-in does not join.
  const notice = provider === 'telegram' ? CHAT_APP_NOTICE : TERMS_NOTICE;
  if ((await deps.showSecurityNotice(notice)) !== GO_ON) {
    return { kind: 'cancelled', step: 'notice' };
  }
  if (email && isChineseEmail(email)) {
    deps.track(THIRD_PARTY_EVENTS.chineseEmail, { provider, reason: 'chineseEmail' });
    await deps.showSecurityNotice(CHINESE_EMAIL_NOTICE);
    return { kind: 'chineseEmail' };
  }
  const captcha = await deps.runCaptcha(email);
  if (captcha.kind === 'cancelled') return { kind: 'cancelled', step: 'captcha' };
  if (captcha.kind === 'unavailable') return { kind: 'captchaUnavailable' };

  const request: ThirdPartyLoginInput = {
    ...deps.requestContext(),
    tokenType: provider,
    token,
    ...(email ? { username: email } : {}),
    captchaFields: captcha.fields,
  };
  return requestToken(deps, request, email);
}

async function requestToken(
  deps: ThirdPartyFlowDeps,
  request: ThirdPartyLoginInput,
  email: string | undefined,
): Promise<ThirdPartyOutcome> {
  let input = request;
  for (let riskSteps = 0; ; riskSteps += 1) {
    const answer = await deps.callThirdParty(input);
    if (!answer) return failed(deps, null);
    if (answer.retCode !== 0) return answerError(deps, answer);
    const result = answer.result ?? {};

    if (
      result.use_thirdparty === USE_THIRDPARTY.register &&
      result.banned_status === BANNED_STATUS
    ) {
      await deps.openDialog('banned', {
        code: ACCOUNT_BANNED_CODE,
        message: answer.retMsg,
        result,
      });
      return { kind: 'banned' };
    }
    if (result.risk_token) {
      if (riskSteps >= MAX_RISK_STEPS) return failed(deps, answer.retCode, true);
      const isLogin = result.use_thirdparty === USE_THIRDPARTY.login;
      if (
        isLogin &&
        result.risk_token_type === 'guide' &&
        (await deps.siteJump(result)) === 'redirected'
      ) {
        return { kind: 'siteJump' };
      }
      const risk = await deps.runRiskStep({
        riskToken: result.risk_token,
        riskTokenType: result.risk_token_type ?? null,
        ...(email ? { userName: email } : {}),
      });
      if (risk.kind === 'cancelled') return { kind: 'cancelled', step: 'risk' };
      if (risk.kind === 'failed') return { kind: 'riskFailed' };
      input = { ...request, riskToken: risk.riskToken };
      continue;
    }

    // Inside the mini app a Telegram user with no linked account cannot sign up: the answer is
    // a link failure (docs/mini-app.md), shown in the 'failed to bind' dialog.
    const bind = result.tg_bind_result;
    if (result.use_thirdparty == null && bind && bind !== CHAT_BIND_SUCCESS) {
      await deps.openDialog('failedToBind', {
        code: linkFailureCode('login', chatBindResult(bind).status),
        message: answer.retMsg,
      });
      return { kind: 'failed', code: answer.retCode };
    }
    switch (result.use_thirdparty) {
      case USE_THIRDPARTY.register:
        return finishRegistration(deps, request.tokenType, result);
      case USE_THIRDPARTY.login:
        return finishLogin(deps, request.tokenType, result);
      default:
        return failed(deps, answer.retCode, true);
    }
  }
}

async function finishRegistration(
  deps: ThirdPartyFlowDeps,
  provider: ThirdPartyProvider,
  result: ThirdPartyResult,
): Promise<ThirdPartyOutcome> {
  const userId = result.id === undefined ? '0' : String(result.id);
  if (userId === '0' || userId === '') return failed(deps, 0, true);
  deps.track(THIRD_PARTY_EVENTS.registered, { provider });
  deps.storeUserId(userId);
  await showBindResult(deps, result);
  // The partner bind names the registration by the new user's id: there is no registration uuid.
  const profile = await runRegisterSuccess(
    {
      ...deps.registerSuccess,
      fetchProfile: () => deps.fetchProfile(),
      markGrayRelease: (id) => deps.markGrayRelease(id),
    },
    { uuid: userId },
  );
  if (!profile) return failed(deps, null);
  if (deps.registerCallback) {
    deps.registerCallback(result);
    return { kind: 'registered', userId: profile.id, destination: null };
  }
  const destination = await deps.registerDestination();
  deps.goTo(destination);
  return { kind: 'registered', userId: profile.id, destination };
}

/** A login ends as every sign-in does (finishSignIn); without a host callback, on step2. */
async function finishLogin(
  deps: ThirdPartyFlowDeps,
  provider: ThirdPartyProvider,
  result: ThirdPartyResult,
): Promise<ThirdPartyOutcome> {
  const outcome = await finishSignIn(
    {
      fetchProfile: () => deps.fetchProfile(),
      markGrayRelease: (id) => deps.markGrayRelease(id),
      openCatalogueDialog: (name, data) => deps.openDialog(name, data),
      offerSiteJump: async () =>
        (await deps.siteJump(result)) === 'redirected' ? 'left' : 'stayed',
      confirmResidence: () => deps.confirmResidence?.() ?? Promise.resolve('stayed'),
      destination: () => deps.loginDestination?.() ?? THIRD_PARTY_LOGIN_FALLBACK_PATH,
      guideDestination: () => THIRD_PARTY_LOGIN_FALLBACK_PATH,
      goTo: (path) => deps.goTo(path),
      afterSignedIn: deps.afterSignedIn,
    },
    result,
    { chatBound: true, onSignedIn: deps.loginCallback },
  );
  switch (outcome.kind) {
    case 'siteJump':
      return outcome;
    case 'failed':
      return failed(deps, null);
    case 'success':
      deps.track(THIRD_PARTY_EVENTS.loggedIn, { provider });
      return { kind: 'loggedIn', userId: outcome.userId, destination: outcome.destination };
    default: {
      const unreachable: never = outcome;
      return unreachable;
    }
  }
}

/** A chat-app bind that did not succeed ('status|message') is shown before going on. */
async function showBindResult(deps: ThirdPartyFlowDeps, result: ThirdPartyResult): Promise<void> {
  const bind = result.tg_bind_result;
  if (!bind || bind === 'success') return;
  const { status, message } = chatBindResult(bind);
  await deps.openDialog('upgrade', { code: status, message, result });
}

async function answerError(
  deps: ThirdPartyFlowDeps,
  answer: ApiResult<ThirdPartyResult>,
): Promise<ThirdPartyOutcome> {
  const code = answer.retCode;
  const data: CatalogueDialogData = { code, message: answer.retMsg, result: answer.rawResult };
  deps.track(THIRD_PARTY_EVENTS.failed, { code });
  if (code === ACCOUNT_BANNED_CODE) {
    deps.toast(`${code}: ${answer.retMsg}`, TOAST_MS.short);
    await deps.openDialog('banned', data);
    return { kind: 'banned' };
  }
  if (code === CHINESE_EMAIL_CODE) {
    deps.toast(`${code}: ${deps.messages.chineseEmail}`, TOAST_MS.short);
    return { kind: 'chineseEmail' };
  }
  // Codes the wrapper hands back for their caller's dialog (31018 IP ban, 50101, 41007, ...).
  const dialog = catalogueEntry(code)?.caller?.dialogs?.[0];
  if (dialog) await deps.openDialog(dialog, data);
  return { kind: 'failed', code };
}

/** `tell`: the answer said nothing the visitor can act on, so the default error is shown. */
function failed(deps: ThirdPartyFlowDeps, code: number | null, tell = false): ThirdPartyOutcome {
  deps.track(THIRD_PARTY_EVENTS.failed, { code });
  if (tell) deps.toast(deps.messages.defaultError, TOAST_MS.short);
  return { kind: 'failed', code };
}
