/**
 * The registration referral cookie: the referral code of the link the visitor landed with, so
 * the referral field still starts with it after the visitor browsed elsewhere. A successful
 * registration clears it (docs/registration.md, "The registration flow", Success), so the next
 * account made in this browser is not credited to the same referrer by accident.
 */
import { readCookie, writeCookie } from '@/lib/cookies';
import { REFERRAL_COOKIE } from '@/sign-in/after-sign-in/register-success';
import { REFERRAL_CODE_MAX_LENGTH } from '../referral/referral-code-rules';
import { CHANNEL_COOKIE_MAX_AGE_DAYS } from './channel-cookie';

export { REFERRAL_COOKIE };

export function readReferralCookie(): string | null {
  const value = readCookie(REFERRAL_COOKIE)?.trim();
  return value && value.length <= REFERRAL_CODE_MAX_LENGTH ? value : null;
}

export function writeReferralCookie(code: string): void {
  writeCookie(REFERRAL_COOKIE, code, { maxAgeDays: CHANNEL_COOKIE_MAX_AGE_DAYS });
}

/** Cleared by the register-success side effects every new account gets. */
export { clearReferralCookie } from '@/sign-in/after-sign-in/register-success';
