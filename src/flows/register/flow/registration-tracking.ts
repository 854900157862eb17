/**
 * Registration analytics events and their masked account field (docs/registration.md, "Tracking":
 * phone numbers keep 4 digits, the e-mail local part loses its last 3 characters). The tracker
 * masks again; masking here keeps the flow safe whatever tracker it is given.
 */
import { maskEmail, maskPhone } from '@/lib/masking';
import type { RegistrationAccount } from './registration-payload';

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
