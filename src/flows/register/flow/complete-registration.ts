/**
 * After the code or link went out (docs/registration.md, "The registration flow"): the code is
 * verified against the uuid, the account is registered, the password is set, then the success steps
 * run. New flow: register/verify → register/info with the password's SHA-256 hash but no
 * encrypt_* (none at all in step mode; → commit_password) → register/password with both. Old
 * flow: one /register/email|mobile call with the code and the password.
 */
import type { ApiResult } from '@/api/request';
import { RECALL_STAGE, type RegisterResult, type VerifyResult } from '@/api/endpoints/registration';
import type { RegistrationSuccess } from './finish-registration';
import {
  passwordStepBody,
  firstRegisterCallPassword,
  type FirstCallPassword,
  type PasswordFields,
  type RegisterVariantInput,
  type RegistrationAccount,
} from './registration-payload';
import { FAILURE_REASONS, REGISTER_EVENTS, maskedAccount } from './registration-tracking';
import type { Track } from '@/lib/tracking/tracker';
import type { ShowRegistrationRefusal } from './registration-refusal';

export const VERIFY_OK = 1;

export interface CompleteRegistrationDeps {
  readonly track: Track;
  readonly flavour: 'item' | 'legacy';
  /** A refused call, shown as the error catalogue says (./registration-refusal.ts). */
  readonly showRefusal: ShowRegistrationRefusal;
  verifyCode(uuid: string, code: string): Promise<ApiResult<VerifyResult> | undefined>;
  /** The register call with the body built from this variant and the password fields given. */
  register(
    variant: RegisterVariantInput,
    password: PasswordFields | FirstCallPassword | undefined,
  ): Promise<ApiResult<RegisterResult> | undefined>;
  setPassword(body: Record<string, unknown>): Promise<ApiResult<RegisterResult> | undefined>;
  /** SHA-256 and RSA-encrypted form of the clear password. */
  protectPassword(clear: string): Promise<PasswordFields>;
  finish(input: {
    account: RegistrationAccount | undefined;
    uuid: string | undefined;
  }): Promise<RegistrationSuccess>;
}

/** `refused`: the catalogue's dialog for the code was shown (41102, 50101, a generic failure…). */
export type CodeCheck = 'verified' | 'wrongCode' | 'refused' | 'failed';

/**
 * POST /user/public/register/verify: verify_result 1 means the code is right. A wrong code is the
 * request wrapper's toast; a code the catalogue leaves to the flow opens its dialog.
 */
export async function verifyRegistrationCode(
  deps: Pick<CompleteRegistrationDeps, 'verifyCode' | 'track' | 'showRefusal'>,
  input: { uuid: string; code: string; account: RegistrationAccount },
): Promise<CodeCheck> {
  const answer = await deps.verifyCode(input.uuid, input.code);
  if (!answer) return 'failed';
  if (answer.retCode === 0 && answer.result?.verify_result === VERIFY_OK) return 'verified';
  const shown = answer.retCode === 0 ? undefined : await deps.showRefusal('verify', answer);
  const check: CodeCheck = shown?.kind === 'dialog' ? 'refused' : 'wrongCode';
  deps.track(REGISTER_EVENTS.failure, {
    ...maskedAccount(input.account),
    reason: check === 'refused' ? FAILURE_REASONS.registerFailed : FAILURE_REASONS.wrongCode,
    code: answer.retCode,
  });
  return check;
}

export type RegisterOutcome =
  | { readonly kind: 'registered'; readonly success: RegistrationSuccess }
  /** The account waits for its password (step mode, or a recall). */
  | { readonly kind: 'needsPassword'; readonly uuid: string }
  | { readonly kind: 'failed'; readonly code: number | null };

export interface RegisterInput {
  readonly variant: RegisterVariantInput;
  /** The password typed in the tabbed form; step mode asks for it afterwards. */
  readonly password: string | undefined;
}

export async function registerVerifiedAccount(
  deps: CompleteRegistrationDeps,
  input: RegisterInput,
): Promise<RegisterOutcome> {
  const { account, uuid } = input.variant;
  // The old flow registers in one call, password included; the new flow's first call keeps
  // the hash and leaves out encrypt_* (the password step sends them).
  const protectedPassword =
    input.password === undefined ? undefined : await deps.protectPassword(input.password);
  const answer = await deps.register(
    input.variant,
    protectedPassword && deps.flavour === 'item'
      ? firstRegisterCallPassword(protectedPassword)
      : protectedPassword,
  );
  // No answer at all (an HTTP error): the request wrapper has shown its status.
  if (!answer) return failed(null);
  if (answer.retCode !== 0) {
    // Tracked before it is shown: a dialog's link may take the visitor away.
    const outcome = failed(answer.retCode);
    await deps.showRefusal('register', answer);
    return outcome;
  }

  const pendingUuid = answer.result?.uuid ?? uuid;
  if (answer.result?.recall_stage === RECALL_STAGE.password && pendingUuid) {
    if (input.password === undefined) return { kind: 'needsPassword', uuid: pendingUuid };
    return setRegistrationPassword(deps, {
      uuid: pendingUuid,
      password: input.password,
      account,
    });
  }
  if (!answer.token) {
    // Accepted without a session: nothing to sign in with, shown as a generic failure.
    const outcome = failed(null);
    await deps.showRefusal('register', answer);
    return outcome;
  }
  return { kind: 'registered', success: await deps.finish({ account, uuid: pendingUuid }) };

  function failed(code: number | null): RegisterOutcome {
    deps.track(REGISTER_EVENTS.failure, {
      ...maskedAccount(account),
      reason: FAILURE_REASONS.registerFailed,
      code,
    });
    return { kind: 'failed', code };
  }
}

/** POST /user/public/register/password: the password, hashed and encrypted, for the uuid. */
export async function setRegistrationPassword(
  deps: CompleteRegistrationDeps,
  input: { uuid: string; password: string; account: RegistrationAccount | undefined },
): Promise<RegisterOutcome> {
  const protectedPassword = await deps.protectPassword(input.password);
  const answer = await deps.setPassword(passwordStepBody(input.uuid, protectedPassword));
  if (!answer || answer.retCode !== 0 || !answer.token) {
    deps.track(REGISTER_EVENTS.failure, {
      ...(input.account ? maskedAccount(input.account) : {}),
      reason: FAILURE_REASONS.registerFailed,
      code: answer?.retCode ?? null,
    });
    // Without an answer the request wrapper has shown the HTTP status.
    if (answer) await deps.showRefusal('password', answer);
    return { kind: 'failed', code: answer?.retCode ?? null };
  }
  return {
    kind: 'registered',
    success: await deps.finish({ account: input.account, uuid: input.uuid }),
  };
}
