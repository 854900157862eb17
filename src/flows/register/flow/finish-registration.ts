/**
 * Register success side effects (docs/registration.md, "The registration flow", Success): the token
 * is saved (the request wrapper stores every answer's token), the registration referral cookie is
 * cleared, the profile is fetched, the partner channel gets its post-register call (its failure is
 * ignored), then the host callback, reload or redirect. Tracked as registerSuccess, masked.
 */
import { REGISTER_EVENTS, maskedAccount } from './registration-tracking';
import type { RegistrationAccount } from './registration-payload';
import type { Track } from '@/lib/tracking/tracker';

/** The channel_source whose sign-ups are reported back to the partner (the cabital path). */
export const PARTNER_CHANNEL_SOURCE = 'cabital';
export const PARTNER_REGISTER_STATUS = 'success';

/**
 * What the registration success callback receives. The spec says it is "a result and a flag"
 * without showing them: the new user's id, and that the account is new.
 */
export interface RegistrationSuccess {
  readonly result: { readonly userId: string | undefined };
  readonly isNewUser: true;
}

export interface FinishRegistrationDeps {
  readonly track: Track;
  clearReferralCookie(): void;
  fetchProfile(): Promise<{ id: string } | undefined>;
  /** The visit's channel source when it is the partner channel, else undefined. */
  readonly partnerChannel: string | undefined;
  postPartnerRegistration(body: {
    channel: string;
    uuid: string;
    status: string;
  }): Promise<unknown>;
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
  deps.clearReferralCookie();
  const profile = await deps.fetchProfile();
  if (deps.partnerChannel && input.uuid) {
    await deps
      .postPartnerRegistration({
        channel: deps.partnerChannel,
        uuid: input.uuid,
        status: PARTNER_REGISTER_STATUS,
      })
      .catch(() => undefined);
  }
  const success: RegistrationSuccess = { result: { userId: profile?.id }, isNewUser: true };
  deps.track(REGISTER_EVENTS.success, {
    ...(input.account ? maskedAccount(input.account) : {}),
    userId: profile?.id,
  });
  deps.complete(success);
  return success;
}
