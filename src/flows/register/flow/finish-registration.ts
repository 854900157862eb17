/**
 * Register success (docs/registration.md, "The registration flow", Success): the side effects
 * every new account gets (src/sign-in/after-sign-in/register-success.ts: referral cookie cleared,
 * profile, partner bind), then tracked as registerSuccess, masked, then the host callback,
 * reload or redirect.
 */
import { REGISTER_EVENTS, maskedAccount } from './registration-tracking';
import type { RegistrationAccount } from './registration-payload';
import type { Track } from '@/lib/tracking/tracker';
import {
  runRegisterSuccess,
  type RegisterSuccessDeps,
} from '@/sign-in/after-sign-in/register-success';

/**
 * What the registration success callback receives. The spec says it is "a result and a flag"
 * without showing them: the new user's id, and that the account is new.
 */
export interface RegistrationSuccess {
  readonly result: { readonly userId: string | undefined };
  readonly isNewUser: true;
}

export interface FinishRegistrationDeps extends RegisterSuccessDeps {
  readonly track: Track;
  /** Host callback in a modal, else the redirect (default destination with newUser=true). */
  complete(success: RegistrationSuccess): void;
}

export interface FinishRegistrationInput {
  /** Absent when the visitor came back by recall and only the uuid is known. */
  readonly account: RegistrationAccount | undefined;
  readonly uuid: string | undefined;
}

export async function finishRegistration(
  deps: FinishRegistrationDeps,
  input: FinishRegistrationInput,
): Promise<RegistrationSuccess> {
  const profile = await runRegisterSuccess(deps, { uuid: input.uuid });
  const success: RegistrationSuccess = { result: { userId: profile?.id }, isNewUser: true };
  deps.track(REGISTER_EVENTS.success, {
    ...(input.account ? maskedAccount(input.account) : {}),
    userId: profile?.id,
  });
  deps.complete(success);
  return success;
}
