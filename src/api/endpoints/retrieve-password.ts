/**
 * The password reset's calls (docs/retrieve.md, "Calls"). The spec names the three paths and
 * shows no payload or answer; the shapes below are ours:
 *
 * - POST /user/find-password/validation, `step: 'account'`: the account (username, country_code
 *   for a phone) with the captcha result, or a `risk_token` after the security step; sends the
 *   code. `step: 'resend'` sends it again for the same `serial_no`. `step: 'code'` checks the
 *   code (and the Google code, or the unbind-2FA e-mail code) and answers a one-use `ticket`.
 * - POST /user/unbind-google-2fa/send-code-to-email: for an account whose authenticator is lost,
 *   a code to its e-mail replaces the Google code (20035 here is shown as 35300: the error
 *   catalogue's rule, docs/requests-and-errors.md).
 * - POST /user/find/password: the ticket and the new password, protected as registration
 *   protects it: SHA-256 plus the RSA-encrypted form (docs/retrieve.md, "The new password").
 *
 * Every refusal goes through the request wrapper and its error catalogue; callers read retCode.
 */
import { newPasswordFields } from '../../lib/new-password-fields';
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import type { ApiResult } from '../request';
import type {
  FindPasswordStart,
  FindPasswordVerified,
  UnbindEmailSent,
} from './retrieve-password.schema';

export type {
  FindPasswordStart,
  FindPasswordVerified,
  UnbindEmailSent,
} from './retrieve-password.schema';

const loadSchemas = () => import('./retrieve-password.schema');

export interface FindPasswordAccountInput {
  /** The e-mail, or the phone number without its dialling code. */
  readonly username: string;
  /** The dialling code of a phone number (digits, or TR on the Turkey edition). */
  readonly countryCode?: string | undefined;
  /** The captcha's fields (`magpie_verify_info` or the old provider's), merged into the body. */
  readonly captcha?: Readonly<Record<string, unknown>> | undefined;
  /** After the security step: the verified token (no captcha is checked again). */
  readonly riskToken?: string | undefined;
}

export function startPasswordReset(
  client: ApiClient,
  input: FindPasswordAccountInput,
): Promise<ApiResult<FindPasswordStart> | undefined> {
  const body: Record<string, unknown> = {
    ...input.captcha,
    step: 'account',
    username: input.username,
  };
  if (input.countryCode) body.country_code = input.countryCode;
  if (input.riskToken) body.risk_token = input.riskToken;
  return client.request({
    method: 'POST',
    path: API_PATHS.findPasswordValidation,
    body,
    loadParse: () => loadSchemas().then((m) => (result) => m.findPasswordStartSchema.parse(result)),
  });
}

export function resendPasswordResetCode(
  client: ApiClient,
  serialNo: string,
): Promise<ApiResult<FindPasswordStart> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.findPasswordValidation,
    body: { step: 'resend', serial_no: serialNo },
    loadParse: () => loadSchemas().then((m) => (result) => m.findPasswordStartSchema.parse(result)),
  });
}

export interface FindPasswordCodeInput {
  readonly serialNo: string;
  /** The code sent to the e-mail or phone. */
  readonly code: string;
  /** The Google Authenticator code, for an account with it bound. */
  readonly google2fa?: string | undefined;
  /** Instead of google2fa: the code of the unbind-2FA e-mail (the authenticator is lost). */
  readonly unbindEmailCode?: string | undefined;
}

export function verifyPasswordResetCodes(
  client: ApiClient,
  input: FindPasswordCodeInput,
): Promise<ApiResult<FindPasswordVerified> | undefined> {
  const body: Record<string, unknown> = {
    step: 'code',
    serial_no: input.serialNo,
    verify_code: input.code,
  };
  if (input.google2fa) body.google2fa = input.google2fa;
  if (input.unbindEmailCode) body.unbind_google2fa_email_code = input.unbindEmailCode;
  return client.request({
    method: 'POST',
    path: API_PATHS.findPasswordValidation,
    body,
    loadParse: () =>
      loadSchemas().then((m) => (result) => m.findPasswordVerifiedSchema.parse(result)),
  });
}

export function sendUnbind2faEmailCode(
  client: ApiClient,
  serialNo: string,
): Promise<ApiResult<UnbindEmailSent> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.unbindGoogle2faEmailSend,
    body: { serial_no: serialNo },
    loadParse: () => loadSchemas().then((m) => (result) => m.unbindEmailSentSchema.parse(result)),
  });
}

export interface ResetPasswordInput {
  readonly ticket: string;
  /** In clear; only its SHA-256 hash and its RSA-encrypted form are sent. */
  readonly password: string;
  /** The environment's registration public key (src/config/environments.ts). */
  readonly rsaPublicKey: string;
}

/** The body of /user/find/password: the password protected exactly as registration sends it. */
export async function resetPasswordBody(
  input: ResetPasswordInput,
): Promise<Record<string, unknown>> {
  return {
    ticket: input.ticket,
    ...(await newPasswordFields(input.password, input.rsaPublicKey)),
  };
}

export async function resetPassword(
  client: ApiClient,
  input: ResetPasswordInput,
): Promise<ApiResult<unknown> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.findPassword,
    body: await resetPasswordBody(input),
  });
}
