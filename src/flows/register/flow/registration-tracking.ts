/**
 * Registration analytics events and their masked account field (docs/registration.md, "Tracking":
 * phone numbers keep 4 digits, the e-mail local part loses its last 3 characters). The tracker
 * masks again; masking here keeps the flow safe whatever tracker it is given.
 */
import { maskEmail, maskPhone } from '@/lib/masking';
import type { EventDetailInput } from '@/lib/tracking/event-detail';
import type { RegistrationAccount, RegistrationPageFacts } from './registration-payload';

export const REGISTER_EVENTS = {
  submit: 'registerSubmit',
  codeSent: 'registerCodeSent',
  success: 'registerSuccess',
  failure: 'registerFailure',
} as const;

/** Failure reasons the spec names (IpBan, chineseEmail, qrstatusError…) and the others we track. */
export const FAILURE_REASONS = {
  ipBan: 'IpBan',
  ipLimit: 'IpLimit',
  chineseEmail: 'chineseEmail',
  noticeCancelled: 'securityNoticeCancelled',
  captchaCancelled: 'captchaCancelled',
  captchaUnavailable: 'captchaUnavailable',
  riskFailed: 'riskFailed',
  riskCancelled: 'riskCancelled',
  ipRestricted: 'ipRestricted',
  sendFailed: 'sendCodeFailed',
  wrongCode: 'invalidVerificationCode',
  registerFailed: 'registerFailed',
  linkExpired: 'qrstatusError',
  linkFailed: 'qrstatusError10016',
  profileFailed: 'profileFailed',
} as const;

export type FailureReason = (typeof FAILURE_REASONS)[keyof typeof FAILURE_REASONS];

export function maskedAccount(account: RegistrationAccount): Record<string, string> {
  return account.channel === 'email'
    ? { channel: 'email', email: maskEmail(account.email) }
    : { channel: 'mobile', country_code: account.countryCode, mobile: maskPhone(account.mobile) };
}

/**
 * The `ext_json` detail of every registration event (docs/registration.md, "Tracking"): the
 * Telegram source of the link, the EU news opt-in as the payload carries it (`euSubscription`
 * 1 or 0, only where the edition has the opt-in) and whether the referral code was typed by hand.
 */
export function registrationEventDetail(facts: RegistrationPageFacts): EventDetailInput {
  const optIn = facts.featureFields.euSubscription;
  return {
    tgSource: facts.tgSource,
    euSubscription: optIn === undefined ? undefined : optIn === 1 || optIn === true,
    isManuallyModifyUserCode: facts.isManuallyModifyUserCode,
  };
}
