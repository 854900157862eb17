/**
 * The register-success side effects (docs/registration.md, "The registration flow", Success),
 * one piece for every way an account is made: the registration flow after its last register call
 * and a third-party sign-up (use_thirdparty 1, docs/third-party.md, "The flow"). The request
 * wrapper has already saved the answer's token; this clears the registration referral cookie,
 * fetches the profile, sets or clears the gray-release flag for the new user's id
 * (gray-release-flag.ts) and, for the partner channel, posts the partner registration bind (its
 * failure ignored). What follows (tracking, the host callback or the destination) is the caller's.
 */
import { deleteCookie } from '@/lib/cookies';

/** The registration referral cookie: the referral code of the link the visitor landed with. */
export const REFERRAL_COOKIE = 'reg_ref_code';

/** The channel_source whose sign-ups are reported back to the partner (the cabital path). */
export const PARTNER_CHANNEL_SOURCE = 'cabital';
export const PARTNER_REGISTER_STATUS = 'success';

/** Cleared on every register success, so the next account is not credited to the same referrer. */
export function clearReferralCookie(): void {
  deleteCookie(REFERRAL_COOKIE);
}

export interface PartnerRegistration {
  readonly channel: string;
  readonly uuid: string;
  readonly status: string;
}

export interface RegisterSuccessDeps {
  clearReferralCookie(): void;
  fetchProfile(): Promise<{ id: string } | undefined>;
  /** Sets or clears the gray-release flag for the new user's id; never fails. */
  markGrayRelease(userId: string): Promise<void>;
  /** The visit's channel source when it is the partner channel, else undefined. */
  readonly partnerChannel: string | undefined;
  postPartnerRegistration(body: PartnerRegistration): Promise<unknown>;
}

/**
 * `uuid` names the registration to the partner: the registration's uuid, or for a third-party
 * sign-up (which has none) the new user's id. Without one no bind is posted. Resolves to the
 * profile, undefined when it could not be fetched.
 */
export async function runRegisterSuccess(
  deps: RegisterSuccessDeps,
  input: { readonly uuid: string | undefined },
): Promise<{ id: string } | undefined> {
  deps.clearReferralCookie();
  const profile = await deps.fetchProfile();
  if (profile) await deps.markGrayRelease(profile.id);
  if (deps.partnerChannel && input.uuid) {
    await deps
      .postPartnerRegistration({
        channel: deps.partnerChannel,
        uuid: input.uuid,
        status: PARTNER_REGISTER_STATUS,
      })
      .catch(() => undefined);
  }
  return profile;
}
