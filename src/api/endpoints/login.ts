/**
 * POST /login (or the compliance variant /user/public/login_compliance): the e-mail / phone
 * password login (docs/requests-and-errors.md, "Endpoint modules"). The function takes the clear
 * password and hashes it here, so no caller can send it in clear by mistake.
 */
import { hashPasswordOnDemand } from '../../lib/hash-password-on-demand';
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import type { ApiResult } from '../request';
import type { LoginResult } from './login.schema';

export const LOGIN_PROTO_VERSION = '2.1';

export interface MagpieVerifyInfo {
  readonly token: string;
  readonly scene: string;
}

export interface LoginInput {
  /** E-mail, or the phone number on the mobile tab. */
  readonly username: string;
  /** In clear; only its SHA-256 hash is sent. */
  readonly password: string;
  /** Phone country code; the Turkey edition passes TR. */
  readonly countryCode?: string;
  readonly liveCountryCode?: string;
  readonly google2fa?: string;
  /** When retrying after a risk step. */
  readonly riskToken?: string;
  /** New-captcha result. */
  readonly magpieVerifyInfo?: MagpieVerifyInfo;
  /** Old-captcha result fields (type geecaptcha plus challenge fields, recaptcha or QQ ticket). */
  readonly legacyCaptcha?: Readonly<Record<string, string>>;
  /** Chat-app callback data; sent as telegram_callback_mini inside the mini app. */
  readonly telegramCallback?: string;
  readonly inMiniApp?: boolean;
  /**
   * Sub-account login (/app/user/sub-account-login). The spec shows no payload for it; the
   * same /login call carries `is_sub_account: 1` (docs/login.md).
   */
  readonly subAccount?: boolean;
}

export type LoginEndpoint = 'standard' | 'compliance';

export type { LoginResult } from './login.schema';

export async function loginRequestBody(input: LoginInput): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {
    ...input.legacyCaptcha,
    username: input.username,
    password: await hashPasswordOnDemand(input.password),
    proto_ver: LOGIN_PROTO_VERSION,
  };
  const optional: Record<string, unknown> = {
    country_code: input.countryCode,
    live_country_code: input.liveCountryCode,
    google2fa: input.google2fa,
    risk_token: input.riskToken,
    magpie_verify_info: input.magpieVerifyInfo,
    [input.inMiniApp ? 'telegram_callback_mini' : 'telegram_callback']: input.telegramCallback,
    is_sub_account: input.subAccount ? 1 : undefined,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined && value !== '') body[key] = value;
  }
  return body;
}

export async function login(
  client: ApiClient,
  input: LoginInput,
  endpoint: LoginEndpoint = 'standard',
): Promise<ApiResult<LoginResult> | undefined> {
  return client.request({
    method: 'POST',
    path: endpoint === 'compliance' ? API_PATHS.loginCompliance : API_PATHS.login,
    body: await loginRequestBody(input),
    loadParse: () =>
      import('./login.schema').then(
        ({ loginResultSchema }) =>
          (result) =>
            loginResultSchema.parse(result ?? {}),
      ),
  });
}
