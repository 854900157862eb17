/**
 * What the registration waitlist takes from the ban information
 * (docs/registration-pieces.md, "Bans": POST /user/public/ban/einfo with the self_unbind_token
 * cookie): when an account used in this browser is under a ban its owner may lift
 * (is_self_help_baned 1), the joined-waitlist confirmation (type 4) says since when it has been
 * blocked, so the visitor knows the waitlist is not the way back into that account.
 */
import { banStartMs, type BanInfo } from '@/api/endpoints/ban-info';

/** The ban's start in milliseconds to mention on type 4, or null to mention nothing. */
export function waitlistBlockedSinceMs(info: BanInfo | undefined): number | null {
  if (!info || Number(info.is_self_help_baned) !== 1) return null;
  return banStartMs(info);
}
