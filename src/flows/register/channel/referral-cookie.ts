/**
 * The registration referral cookie: the referral code of the link the visitor landed with, so
 * the referral field still starts with it after the visitor browsed elsewhere. A successful
 * registration clears it (docs/registration.md, "The registration flow", Success), so the next
 * account made in this browser is not credited to the same referrer by accident.
 */
import { deleteCookie, readCookie, writeCookie } from '@/lib/cookies';
import { REFERRAL_CODE_MAX_LENGTH } from '../referral/referral-code-rules';
import { CHANNEL_COOKIE_MAX_AGE_DAYS } from './channel-cookie';

export const REFERRAL_COOKIE = 'reg_ref_code';

export function readReferralCookie(): string | null {
  const value = readCookie(REFERRAL_COOKIE)?.trim();
  return value && value.length <= REFERRAL_CODE_MAX_LENGTH ? value : null;
}

export function writeReferralCookie(code: string): void {
  writeCookie(REFERRAL_COOKIE, code, { maxAgeDays: CHANNEL_COOKIE_MAX_AGE_DAYS });
}

/** Called by the register-success step. */
export function clearReferralCookie(): void {
  deleteCookie(REFERRAL_COOKIE);
}
