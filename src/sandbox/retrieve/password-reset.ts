/**
 * The password reset as the exchange would run it (docs/retrieve.md, "Calls"; docs/sandbox.md,
 * "Password reset"): the account step sends a code and opens a reset under a `serial_no`, the
 * code step checks the codes and issues a one-use `ticket`, and /user/find/password with that
 * ticket really changes the account's password, so logging in with the new one works.
 */
import { failure, invalidParameters, success, type SandboxEnvelope } from '../envelope';
import { SANDBOX_CODE } from '../fixtures/codes';
import { UNBIND_EMAIL_REFUSED_ACCOUNTS } from '../fixtures/password-reset';
import { maskEmail, maskPhone } from '../lib/mask';
import { randomHex } from '../lib/random-id';
import type { RequestFields } from '../lib/read-fields';
import { textField } from '../lib/read-fields';
import { parseIdentity } from '../login/login-request';
import { readRegistrationPassword } from '../registration/registration-password';
import { SANDBOX_RET_CODES } from '../ret-codes';
import { issueRiskChallenge, redeemRiskToken } from '../risk/risk-challenges';
import { findAccountByEmail, findAccountByPhone } from '../state/account-directory';
import type { SandboxAccount } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';

/** One reset under way: opened by the account step, closed by the password change. */
export interface PasswordReset {
  readonly serialNo: string;
  readonly accountKey: string;
  readonly channel: 'email' | 'mobile';
  readonly maskedTarget: string;
  readonly google2faRequired: boolean;
  /** The unbind-2FA e-mail went out: its code may replace the Google code. */
  unbindEmailSent: boolean;
  /** Issued by the code step; spent by the password change. */
  ticket?: string;
  /** The code step took the unbind-2FA e-mail code: the change also unbinds the authenticator. */
  unbindsGoogle2fa: boolean;
  done: boolean;
}

/** Resets by serial_no; tickets to their serial_no. */
export interface PasswordResetState {
  readonly resets: Map<string, PasswordReset>;
  readonly tickets: Map<string, string>;
}

export function createPasswordResetState(): PasswordResetState {
  return { resets: new Map(), tickets: new Map() };
}

const expired = () =>
  failure(
    SANDBOX_RET_CODES.passwordResetExpired,
    'This password reset has expired or was completed. Please start again.',
  );
const wrongCode = () =>
  failure(SANDBOX_RET_CODES.invalidVerificationCode, 'The verification code is incorrect.');

/** `step: 'account'`: the account, then (unless the security step comes first) the code. */
export function startPasswordReset(state: SandboxState, fields: RequestFields): SandboxEnvelope {
  const identity = parseIdentity(fields);
  if (!identity.ok) return invalidParameters(identity.message);
  const account =
    identity.value.kind === 'email'
      ? findAccountByEmail(state, identity.value.email)
      : findAccountByPhone(state, identity.value.phone);
  if (!account) {
    return failure(
      SANDBOX_RET_CODES.accountNotFound,
      'No account is registered with this e-mail or phone number.',
    );
  }
  const scenario = account.scenario;
  if (scenario.kind === 'risk') {
    const riskToken = textField(fields, 'risk_token');
    if (!redeemRiskToken(state, account.key, riskToken)) {
      const challenge = issueRiskChallenge(state, account.key, scenario.riskTokenType);
      return success({ risk_token: challenge.token, risk_token_type: challenge.type });
    }
  }
  const channel = identity.value.kind === 'email' ? 'email' : 'mobile';
  const reset: PasswordReset = {
    serialNo: randomHex(16),
    accountKey: account.key,
    channel,
    maskedTarget: maskedTarget(account, channel),
    google2faRequired: scenario.kind === 'google2fa',
    unbindEmailSent: false,
    unbindsGoogle2fa: false,
    done: false,
  };
  state.passwordResets.resets.set(reset.serialNo, reset);
  sendCode(state, account, reset);
  return success(startAnswer(reset));
}

/** `step: 'resend'`: the code again, for the same reset. */
export function resendPasswordResetCode(
  state: SandboxState,
  fields: RequestFields,
): SandboxEnvelope {
  const reset = openReset(state, textField(fields, 'serial_no'));
  const account = reset && state.accounts.get(reset.accountKey);
  if (!reset || !account) return expired();
  sendCode(state, account, reset);
  return success(startAnswer(reset));
}

/** `step: 'code'`: the e-mail/SMS code, and the Google code or the unbind-2FA e-mail code. */
export function verifyPasswordResetCodes(
  state: SandboxState,
  fields: RequestFields,
): SandboxEnvelope {
  const reset = openReset(state, textField(fields, 'serial_no'));
  if (!reset) return expired();
  const code = textField(fields, 'verify_code');
  if (!code) return invalidParameters('verify_code is required');
  if (code !== SANDBOX_CODE) return wrongCode();
  let unbinds = false;
  if (reset.google2faRequired) {
    const unbindCode = textField(fields, 'unbind_google2fa_email_code');
    const google2fa = textField(fields, 'google2fa');
    if (unbindCode !== undefined) {
      if (!reset.unbindEmailSent) {
        return invalidParameters('no unbind-2FA e-mail was sent for this reset');
      }
      if (unbindCode !== SANDBOX_CODE) return wrongCode();
      unbinds = true;
    } else if (google2fa === undefined) {
      return invalidParameters('google2fa (or unbind_google2fa_email_code) is required');
    } else if (google2fa !== SANDBOX_CODE) {
      return wrongCode();
    }
  }
  const ticket = randomHex(16);
  if (reset.ticket) state.passwordResets.tickets.delete(reset.ticket);
  reset.ticket = ticket;
  reset.unbindsGoogle2fa = unbinds;
  state.passwordResets.tickets.set(ticket, reset.serialNo);
  return success({ ticket });
}

/**
 * The unbind-2FA e-mail: a code to the account's e-mail replaces the lost authenticator's. An
 * account on the refused list (or without an e-mail) gets 20035, which the client shows as 35300.
 */
export function sendUnbind2faEmail(state: SandboxState, fields: RequestFields): SandboxEnvelope {
  const reset = openReset(state, textField(fields, 'serial_no'));
  const account = reset && state.accounts.get(reset.accountKey);
  if (!reset || !account) return expired();
  if (!reset.google2faRequired) {
    return invalidParameters('this account has no authenticator to unbind');
  }
  if (!account.email || UNBIND_EMAIL_REFUSED_ACCOUNTS.has(account.aliasOf ?? account.key)) {
    return failure(
      SANDBOX_RET_CODES.unbindEmailRefused,
      'The authenticator cannot be reset by e-mail for this account.',
    );
  }
  reset.unbindEmailSent = true;
  state.sentCodes.push({
    channel: 'email',
    to: account.email,
    uuid: reset.serialNo,
    code: SANDBOX_CODE,
    sentAtMs: state.settings.now(),
  });
  return success({ masked_email: maskEmail(account.email) });
}

/** /user/find/password: the ticket and the new password, protected as registration sends it. */
export function changePassword(state: SandboxState, fields: RequestFields): SandboxEnvelope {
  const serialNo = state.passwordResets.tickets.get(textField(fields, 'ticket') ?? '');
  const reset = openReset(state, serialNo);
  const account = reset && state.accounts.get(reset.accountKey);
  if (!reset || !account) return expired();
  if (textField(fields, 'encrypt_password') === undefined) {
    return invalidParameters('encrypt_password and encrypt_timestamp are required');
  }
  const password = readRegistrationPassword(fields);
  if (password.kind === 'invalid') return invalidParameters(password.message);
  if (password.kind === 'missing') return invalidParameters('password is required');
  const scenario =
    reset.unbindsGoogle2fa || account.scenario.kind === 'pre-action'
      ? { kind: 'plain' as const }
      : account.scenario;
  state.accounts.set(account.key, { ...account, passwordHash: password.hash, scenario });
  // A new password lifts the wrong-password lock (31030), as the over-limit dialog promises.
  state.passwordErrors.delete(account.key);
  reset.done = true;
  state.passwordResets.tickets.delete(textField(fields, 'ticket') ?? '');
  return success({});
}

function openReset(state: SandboxState, serialNo: string | undefined): PasswordReset | undefined {
  const reset = serialNo === undefined ? undefined : state.passwordResets.resets.get(serialNo);
  return reset && !reset.done ? reset : undefined;
}

function maskedTarget(account: SandboxAccount, channel: 'email' | 'mobile'): string {
  if (channel === 'email') return maskEmail(account.email ?? '');
  const phone = account.phone;
  return phone ? `+${phone.countryCode} ${maskPhone(phone.number)}` : '';
}

function sendCode(state: SandboxState, account: SandboxAccount, reset: PasswordReset): void {
  const phone = account.phone;
  state.sentCodes.push({
    channel: reset.channel === 'email' ? 'email' : 'sms',
    to:
      reset.channel === 'email'
        ? (account.email ?? '')
        : `+${phone?.countryCode ?? ''} ${phone?.number ?? ''}`,
    uuid: reset.serialNo,
    code: SANDBOX_CODE,
    sentAtMs: state.settings.now(),
  });
}

function startAnswer(reset: PasswordReset) {
  return {
    serial_no: reset.serialNo,
    channel: reset.channel,
    masked_target: reset.maskedTarget,
    google2fa_required: reset.google2faRequired,
  };
}
