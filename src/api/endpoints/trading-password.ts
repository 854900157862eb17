/**
 * The trading-password change a login may ask for before it grants the session (docs/login.md,
 * "Trading-password change"). The spec names the panel and the captcha scene (trading tool,
 * 31005) and shows no call; the two below are ours:
 *
 * - POST /user/public/trading-password/send-code: the login's `ticket` and the captcha's fields
 *   (scene 31005); sends a code to the e-mail or phone the visitor logged in with. Every send,
 *   the first and each resend, carries a fresh captcha.
 * - POST /user/public/trading-password/change: the ticket, the code, the Google code for an
 *   account with Google Authenticator, and the new trading password protected as every password
 *   a call sets (SHA-256 plus the RSA form, src/lib/new-password-fields.ts). Answers like a
 *   successful login: the session token and the login result.
 *
 * Refusals go through the request wrapper and its error catalogue; callers read retCode.
 */
import { newPasswordFields } from '../../lib/new-password-fields';
import { normaliseTradingPassword } from '../../lib/trading-password-rules';
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import type { ApiResult } from '../request';
import type { LoginResult } from './login.schema';
import type { TradingPasswordCodeSent } from './trading-password.schema';

export type { TradingPasswordCodeSent } from './trading-password.schema';

export interface TradingPasswordCodeInput {
  /** `trading_pwd_ticket` of the login answer. */
  readonly ticket: string;
  /** The captcha's fields (`magpie_verify_info` or the old provider's), merged into the body. */
  readonly captcha: Readonly<Record<string, unknown>>;
}

export function sendTradingPasswordCode(
  client: ApiClient,
  input: TradingPasswordCodeInput,
): Promise<ApiResult<TradingPasswordCodeSent> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.tradingPasswordSendCode,
    body: { ...input.captcha, ticket: input.ticket },
    loadParse: () =>
      import('./trading-password.schema').then(
        ({ tradingPasswordCodeSentSchema }) =>
          (result) =>
            tradingPasswordCodeSentSchema.parse(result),
      ),
  });
}

export interface TradingPasswordChangeInput {
  readonly ticket: string;
  /** The code sent to the e-mail or phone. */
  readonly code: string;
  /** The Google Authenticator code, for an account with it bound. */
  readonly google2fa?: string | undefined;
  /** In clear; only its SHA-256 hash and its RSA-encrypted form are sent. */
  readonly tradingPassword: string;
  /** The environment's public key (src/config/environments.ts). */
  readonly rsaPublicKey: string;
}

/** The body of the change: the new trading password only as hash and ciphertext. */
export async function tradingPasswordChangeBody(
  input: TradingPasswordChangeInput,
): Promise<Record<string, unknown>> {
  return {
    ticket: input.ticket,
    verify_code: input.code,
    ...(input.google2fa ? { google2fa: input.google2fa } : {}),
    ...(await newPasswordFields(
      normaliseTradingPassword(input.tradingPassword),
      input.rsaPublicKey,
    )),
  };
}

export async function changeTradingPassword(
  client: ApiClient,
  input: TradingPasswordChangeInput,
): Promise<ApiResult<LoginResult> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.tradingPasswordChange,
    body: await tradingPasswordChangeBody(input),
    loadParse: () =>
      import('./login.schema').then(
        ({ loginResultSchema }) =>
          (result) =>
            loginResultSchema.parse(result ?? {}),
      ),
  });
}
