/**
 * The trading-password change as the exchange would run it (docs/login.md, "Trading-password
 * change"; docs/sandbox.md, "Trading-password change"): a login of an account whose trading
 * password must change answers a ticket instead of a session; the send-code call (captcha on
 * the trading-tool scene, 31005) sends a code to what the visitor logged in with; the change
 * checks the code (and the Google code), the new trading password's rules, and then opens the
 * session the login held back.
 */
import { failure, invalidParameters, success, type SandboxEnvelope } from '../envelope';
import { SANDBOX_TEMPORARY_TRADING_PASSWORD } from '../fixtures/accounts';
import { CAPTCHA_SCENES } from '../fixtures/captcha-config';
import { SANDBOX_CODE } from '../fixtures/codes';
import { maskEmail, maskPhone } from '../lib/mask';
import { sha256Hex } from '../lib/password-hash';
import { randomHex } from '../lib/random-id';
import type { RequestFields } from '../lib/read-fields';
import { objectField, textField } from '../lib/read-fields';
import { SANDBOX_RET_CODES } from '../ret-codes';
import type { SandboxAccount } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';
import { openSession } from '../state/sessions';
import { readNewTradingPassword } from './new-trading-password';

/** How long a login's ticket allows the change (then: log in again). */
export const TRADING_PASSWORD_TICKET_MS = 15 * 60 * 1000;

/** One change under way: opened by the login, closed by a successful change. */
export interface TradingPasswordChange {
  readonly ticket: string;
  readonly accountKey: string;
  /** The code goes where the visitor logged in from: the e-mail, or the phone by SMS. */
  readonly channel: 'email' | 'mobile';
  readonly google2fa: boolean;
  readonly expiresAtMs: number;
  codeSent: boolean;
  done: boolean;
}

export function openTradingPasswordChange(
  state: SandboxState,
  account: SandboxAccount,
  loggedInWith: 'email' | 'phone',
): TradingPasswordChange {
  const scenario = account.scenario;
  const change: TradingPasswordChange = {
    ticket: randomHex(16),
    accountKey: account.key,
    channel: loggedInWith === 'phone' && account.phone ? 'mobile' : 'email',
    google2fa: scenario.kind === 'trading-password' && scenario.google2fa,
    expiresAtMs: state.settings.now() + TRADING_PASSWORD_TICKET_MS,
    codeSent: false,
    done: false,
  };
  state.tradingPasswordChanges.set(change.ticket, change);
  return change;
}

const expired = () =>
  failure(
    SANDBOX_RET_CODES.tradingPasswordTicketExpired,
    'This sign-in has expired. Please log in again.',
  );
const wrongCode = () =>
  failure(SANDBOX_RET_CODES.invalidVerificationCode, 'The verification code is incorrect.');

/**
 * The captcha of the send-code call must be the trading tool's: a new-captcha result solved for
 * another scene is refused like a made-up one (31026). Old providers carry no scene.
 */
export function tradingPasswordCaptchaSceneRefusal(
  fields: RequestFields,
): SandboxEnvelope | undefined {
  const info = objectField(fields, 'magpie_verify_info');
  const scene = info && textField(info, 'scene');
  if (scene === undefined || scene === String(CAPTCHA_SCENES.tradingTool)) return undefined;
  return failure(
    SANDBOX_RET_CODES.captchaFailed,
    `Captcha verification failed: this call needs scene ${CAPTCHA_SCENES.tradingTool}, not ${scene}`,
  );
}

/** POST /user/public/trading-password/send-code: `ticket` (the captcha is checked before). */
export function sendTradingPasswordCode(
  state: SandboxState,
  fields: RequestFields,
): SandboxEnvelope {
  const change = openChange(state, textField(fields, 'ticket'));
  const account = change && state.accounts.get(change.accountKey);
  if (!change || !account) return expired();
  const phone = account.phone;
  const toPhone = change.channel === 'mobile' && phone;
  state.sentCodes.push({
    channel: toPhone ? 'sms' : 'email',
    to: toPhone ? `+${phone.countryCode} ${phone.number}` : (account.email ?? ''),
    uuid: change.ticket,
    code: SANDBOX_CODE,
    sentAtMs: state.settings.now(),
  });
  change.codeSent = true;
  return success({
    channel: toPhone ? 'mobile' : 'email',
    masked_target: toPhone
      ? `+${phone.countryCode} ${maskPhone(phone.number)}`
      : maskEmail(account.email ?? ''),
  });
}

/**
 * POST /user/public/trading-password/change: `ticket`, `verify_code`, `google2fa` for an account
 * with Google Authenticator, and the new trading password as `password` (SHA-256) with
 * `encrypt_password` / `encrypt_timestamp`. Success opens the session: the caller answers it
 * like a login.
 */
export function changeTradingPassword(
  state: SandboxState,
  fields: RequestFields,
):
  | { readonly kind: 'refused'; readonly envelope: SandboxEnvelope }
  | { readonly kind: 'changed'; readonly account: SandboxAccount; readonly token: string } {
  const refused = (envelope: SandboxEnvelope) => ({ kind: 'refused' as const, envelope });
  const change = openChange(state, textField(fields, 'ticket'));
  const account = change && state.accounts.get(change.accountKey);
  if (!change || !account) return refused(expired());
  const code = textField(fields, 'verify_code');
  if (!code) return refused(invalidParameters('verify_code is required'));
  if (!change.codeSent) return refused(invalidParameters('no code was sent for this ticket'));
  if (code !== SANDBOX_CODE) return refused(wrongCode());
  if (change.google2fa) {
    const google2fa = textField(fields, 'google2fa');
    if (google2fa === undefined) return refused(invalidParameters('google2fa is required'));
    if (google2fa !== SANDBOX_CODE) return refused(wrongCode());
  }
  const password = readNewTradingPassword(fields);
  if (password.kind === 'invalid') return refused(invalidParameters(password.message));
  if (password.hash === sha256Hex(SANDBOX_TEMPORARY_TRADING_PASSWORD)) {
    return refused(
      failure(
        SANDBOX_RET_CODES.tradingPasswordUnchanged,
        'The new trading password must be different from the current one.',
      ),
    );
  }
  const changed: SandboxAccount = {
    ...account,
    scenario: change.google2fa ? { kind: 'google2fa' } : { kind: 'plain' },
  };
  state.accounts.set(account.key, changed);
  change.done = true;
  return { kind: 'changed', account: changed, token: openSession(state, changed) };
}

function openChange(
  state: SandboxState,
  ticket: string | undefined,
): TradingPasswordChange | undefined {
  const change = ticket === undefined ? undefined : state.tradingPasswordChanges.get(ticket);
  if (!change || change.done || state.settings.now() > change.expiresAtMs) return undefined;
  return change;
}
