/**
 * Registration flow, steps 1 to 7 (docs/registration.md, "The registration flow"),
 * as a plain async function over what it needs, so the steps read in the spec's order and tests
 * drive it with fakes: submit logged → disabled does nothing → IP registration-ban check →
 * Chinese e-mail → security notice (type 1) → captcha → send the code or link (risk step and
 * repeat) → the code is on its way.
 */
import type { ApiResult } from '@/api/request';
import type {
  CaptchaOutcome,
  CaptchaRequest,
  RiskOutcome,
  RiskStepRequest,
  SecurityNoticeChoice,
  SecurityNoticeType,
} from '@/sign-in/contracts/verification';
import type { SendCodeResult } from '@/api/endpoints/registration';
import { REGISTER_PERMISSION } from '@/api/endpoints/registration';
import {
  loginNameOf,
  type RegistrationAccount,
  type SendCodeInput,
  type VerificationMethod,
} from './registration-payload';
import {
  FAILURE_REASONS,
  REGISTER_EVENTS,
  maskedAccount,
  type FailureReason,
} from './registration-tracking';
import type { Track } from '@/lib/tracking/tracker';
import type { ShowRegistrationRefusal } from './registration-refusal';

/**
 * ret_codes of the send step the flow records with their own failure reason; what the visitor
 * sees for them is the catalogue's (31018: the info dialog; 20100: the code and the Chinese-e-mail
 * message as a 2 s toast).
 */
export const IP_RESTRICTED_CODE = 31018;
export const CHINESE_EMAIL_CODE = 20100;
/** A server that keeps asking for the security step after it was passed is not retried forever. */
export const MAX_RISK_ROUNDS = 3;

export interface PermissionAnswer {
  readonly status?: string | undefined;
  readonly ip?: string | undefined;
}

export interface StartRegistrationDeps {
  readonly track: Track;
  /** GET /register/permission_v2; undefined when the check itself failed (then it does not block). */
  checkPermission(): Promise<PermissionAnswer | undefined>;
  /** Ban dialog type 3 (IP banned), with the visitor's IP. */
  showIpBan(ip: string | undefined): Promise<void>;
  /** The IP-limit notice. */
  showIpLimit(): Promise<void>;
  isChineseEmail(email: string): boolean;
  /**
   * Ban dialog type 5, the Chinese-e-mail notice (with "Contact customer service" where the page
   * has the chat, docs/registration-pieces.md).
   */
  showChineseEmailNotice(): Promise<void>;
  showSecurityNotice(
    type: SecurityNoticeType,
    data?: { isFake?: boolean },
  ): Promise<SecurityNoticeChoice>;
  runCaptcha(request: CaptchaRequest): Promise<CaptchaOutcome>;
  sendCode(input: SendCodeInput): Promise<ApiResult<SendCodeResult> | undefined>;
  runRiskStep(request: RiskStepRequest): Promise<RiskOutcome>;
  /** A refused call, shown as the error catalogue says (./registration-refusal.ts). */
  readonly showRefusal: ShowRegistrationRefusal;
  /**
   * The visitor declared a restricted residence and chose to join the waitlist (the notice's
   * 'confirm'): the ban dialog's waitlist steps (6 → 1 with is_fake → code sent → 4).
   */
  joinWaitlist(account: RegistrationAccount): Promise<void>;
}

export interface StartRegistrationInput {
  readonly account: RegistrationAccount;
  readonly verification: VerificationMethod;
  /** False while the submit button is disabled (required consent not ticked). */
  readonly submitEnabled: boolean;
  /** A waitlist sign-up (ban dialog 6 → 1): carried as is_fake. */
  readonly isFake?: boolean;
  readonly fingerprint?: string | undefined;
}

export type StartOutcome =
  | { readonly kind: 'sent'; readonly uuid: string | undefined }
  | { readonly kind: 'disabled' }
  /** Not registering: the visitor went to the waitlist instead. */
  | { readonly kind: 'waitlist' }
  | { readonly kind: 'stopped'; readonly reason: FailureReason }
  | { readonly kind: 'failed'; readonly reason: FailureReason; readonly code: number | null };

export async function startRegistration(
  deps: StartRegistrationDeps,
  input: StartRegistrationInput,
): Promise<StartOutcome> {
  const account = maskedAccount(input.account);
  const stop = (reason: FailureReason): StartOutcome => {
    deps.track(REGISTER_EVENTS.failure, { ...account, reason });
    return { kind: 'stopped', reason };
  };

  // 1. The submit is logged; a disabled submit does nothing more.
  deps.track(REGISTER_EVENTS.submit, { ...account, enabled: input.submitEnabled });
  if (!input.submitEnabled) return { kind: 'disabled' };

  // 2. The registration-ban check by IP: a banned IP stops here (tracked IpBan).
  const permission = await deps.checkPermission();
  if (permission?.status === REGISTER_PERMISSION.ipBan) {
    await deps.showIpBan(permission.ip);
    return stop(FAILURE_REASONS.ipBan);
  }
  if (permission?.status === REGISTER_PERMISSION.ipLimit) {
    await deps.showIpLimit();
    return stop(FAILURE_REASONS.ipLimit);
  }

  // 3. A Chinese e-mail address: dialog type 5, registration blocked.
  if (input.account.channel === 'email' && deps.isChineseEmail(input.account.email)) {
    await deps.showChineseEmailNotice();
    return stop(FAILURE_REASONS.chineseEmail);
  }

  // 4. The security notice from type 1: 'handleNo' leads to the captcha; 'confirm' is the
  // waitlist a visitor from a restricted region joins instead; closing it stops.
  const isFake = input.isFake ?? false;
  const choice = await deps.showSecurityNotice(1, { isFake });
  if (choice === 'cancel') return stop(FAILURE_REASONS.noticeCancelled);
  if (choice === 'confirm' && !isFake) {
    await deps.joinWaitlist(input.account);
    return { kind: 'waitlist' };
  }

  // 5. to 7.
  return sendRegistrationCode(deps, input);
}

/**
 * Steps 5 to 7 (docs/registration.md, "The registration flow"), also the resend: captcha (scene
 * register), then the code or link is sent (fake mode carried); a risk token opens the security
 * step and the send is repeated.
 */
export async function sendRegistrationCode(
  deps: Omit<
    StartRegistrationDeps,
    'checkPermission' | 'showIpBan' | 'showIpLimit' | 'joinWaitlist' | 'showChineseEmailNotice'
  >,
  input: Omit<StartRegistrationInput, 'submitEnabled'>,
): Promise<StartOutcome> {
  const account = maskedAccount(input.account);
  const isFake = input.isFake ?? false;
  const stop = (reason: FailureReason): StartOutcome => {
    deps.track(REGISTER_EVENTS.failure, { ...account, reason });
    return { kind: 'stopped', reason };
  };

  const loginName = loginNameOf(input.account);
  const captcha = await deps.runCaptcha({ scene: 'register', loginName });
  if (captcha.kind === 'cancelled') return stop(FAILURE_REASONS.captchaCancelled);
  if (captcha.kind === 'unavailable') return stop(FAILURE_REASONS.captchaUnavailable);

  let riskToken: string | undefined;
  for (let round = 0; round <= MAX_RISK_ROUNDS; round += 1) {
    const answer = await deps.sendCode({
      account: input.account,
      verification: input.verification,
      captchaFields: captcha.fields,
      isFake,
      riskToken,
      fingerprint: input.fingerprint,
    });
    // No answer at all (an HTTP error): the request wrapper has shown its status.
    if (!answer) return fail(FAILURE_REASONS.sendFailed, null);
    if (answer.retCode !== 0) {
      // Tracked before it is shown: a dialog's link may take the visitor away.
      const outcome =
        answer.retCode === CHINESE_EMAIL_CODE
          ? stop(FAILURE_REASONS.chineseEmail)
          : answer.retCode === IP_RESTRICTED_CODE
            ? stop(FAILURE_REASONS.ipRestricted)
            : fail(FAILURE_REASONS.sendFailed, answer.retCode);
      await deps.showRefusal('send', answer);
      return outcome;
    }

    const challenge = answer.result?.risk_token;
    if (!challenge) {
      // 7. The code (or link) is on its way.
      deps.track(REGISTER_EVENTS.codeSent, { ...account, verification: input.verification });
      return { kind: 'sent', uuid: answer.result?.uuid };
    }
    const risk = await deps.runRiskStep({
      riskToken: challenge,
      riskTokenType: answer.result?.risk_token_type ?? null,
      userName: loginName,
      ...(input.account.channel === 'mobile' ? { countryCode: input.account.countryCode } : {}),
    });
    if (risk.kind === 'cancelled') return stop(FAILURE_REASONS.riskCancelled);
    if (risk.kind === 'failed') {
      console.warn('[register] the security step could not be loaded; registration stopped');
      return stop(FAILURE_REASONS.riskFailed);
    }
    riskToken = risk.riskToken;
  }
  return fail(FAILURE_REASONS.riskFailed, null);

  function fail(reason: FailureReason, code: number | null): StartOutcome {
    deps.track(REGISTER_EVENTS.failure, { ...account, reason, code });
    return { kind: 'failed', reason, code };
  }
}
