/**
 * POST /login (or the compliance variant /user/public/login_compliance): the e-mail / phone
 * password login (login-and-shared.md §3). The function takes the clear password and hashes it
 * here, so no caller can send it in clear by mistake.
 */
import * as z from 'zod/mini';
import { hashPassword } from '../../lib/password-hash';
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import type { ApiResult } from '../request';

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

const id = z.union([z.string(), z.number()]);
const numberLike = z.union([z.number(), z.string()]);

export const loginResultSchema = z.object({
  id: z.optional(id),
  country: z.nullish(z.string()),
  create_time: z.nullish(numberLike),
  registration_origin_time: z.nullish(numberLike),
  /** 'success', or a 'status|message' string. */
  tg_bind_result: z.nullish(z.string()),
  pre_action: z.nullish(z.number()),
  google2fa_secret: z.nullish(z.string()),
  risk_token: z.nullish(z.string()),
  /** 'guide', 'pass' or others. */
  risk_token_type: z.nullish(z.string()),
  pass_err_count: z.nullish(z.number()),
  banned_status: z.nullish(z.number()),
  use_thirdparty: z.nullish(z.number()),
  /**
   * Where a successful login is guided (spec §2 'Guide-type redirects': guide_complete_kyc,
   * reject_guide_customer, others). The spec does not name the field; this one is ours.
   */
  guide_type: z.nullish(z.string()),
});

export type LoginResult = z.infer<typeof loginResultSchema>;

export function loginRequestBody(input: LoginInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    ...input.legacyCaptcha,
    username: input.username,
    password: hashPassword(input.password),
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

export function login(
  client: ApiClient,
  input: LoginInput,
  endpoint: LoginEndpoint = 'standard',
): Promise<ApiResult<LoginResult> | undefined> {
  return client.request({
    method: 'POST',
    path: endpoint === 'compliance' ? API_PATHS.loginCompliance : API_PATHS.login,
    body: loginRequestBody(input),
    parse: (result) => loginResultSchema.parse(result ?? {}),
  });
}
