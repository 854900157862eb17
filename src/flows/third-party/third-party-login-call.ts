/**
 * POST /user/public/login/thirdparty (login-and-shared.md §3 'Third-party login request'): one
 * call both logs in and registers; `use_thirdparty` in the answer says which happened.
 * (With the flow because only third-party sign-in uses it.)
 */
import * as z from 'zod/mini';
import type { ApiClient } from '@/api/api-client';
import { API_PATHS } from '@/api/paths';
import type { ApiResult } from '@/api/request';
import type { ThirdPartyProvider } from './visibility';

/** Captcha data defaults (registration.md §3), replaced by an old provider's own fields. */
export const DEFAULT_CAPTCHA_TYPE = 'geecaptcha';
export const DEFAULT_KEY_VERSION = 'v2';
/** use_thirdparty values (registration.md §9). */
export const USE_THIRDPARTY = { register: 1, login: 2 } as const;
export const BANNED_STATUS = 1;

export interface ThirdPartyLoginInput {
  readonly tokenType: ThirdPartyProvider;
  /** The credential: Google's JWT, Apple's id_token, or Telegram's login data as JSON. */
  readonly token: string;
  /** The e-mail decoded from the credential (Google, Apple). */
  readonly username?: string;
  /** Session storage `currentCountry`. */
  readonly liveCountryCode?: string;
  /** The referrer, else the current URL. */
  readonly locationLink: string;
  readonly telegramCallback?: string;
  readonly isManuallyModifyUserCode: boolean;
  /** Register: the residence. */
  readonly regLiveCountry?: string;
  /** Register: the form's referral code; login: from the affiliate info. */
  readonly userCode?: string;
  /** When retrying after the security step. */
  readonly riskToken?: string;
  /** What the captcha produced: `magpie_verify_info`, or an old provider's fields and type. */
  readonly captchaFields: Readonly<Record<string, unknown>>;
}

export function thirdPartyLoginBody(input: ThirdPartyLoginInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    token_type: input.tokenType,
    token: input.token,
    live_country_code: input.liveCountryCode ?? '',
    location_link: input.locationLink,
    risk_ext: { version: 0 },
    isManuallyModifyUserCode: input.isManuallyModifyUserCode,
    type: DEFAULT_CAPTCHA_TYPE,
    key_version: DEFAULT_KEY_VERSION,
    ...input.captchaFields,
  };
  const optional: Record<string, string | undefined> = {
    telegram_callback: input.telegramCallback,
    reg_live_country: input.regLiveCountry,
    user_code: input.userCode,
    risk_token: input.riskToken,
    username: input.username,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined && value !== '') body[key] = value;
  }
  return body;
}

const numberLike = z.union([z.number(), z.string()]);

export const thirdPartyResultSchema = z.object({
  id: z.optional(numberLike),
  use_thirdparty: z.nullish(z.number()),
  banned_status: z.nullish(z.number()),
  risk_token: z.nullish(z.string()),
  /** 'guide', 'pass' or others. */
  risk_token_type: z.nullish(z.string()),
  /** The KYC country (3-letter style site code). */
  country: z.nullish(z.string()),
  create_time: z.nullish(numberLike),
  registration_origin_time: z.nullish(numberLike),
  /** 'success', or 'status|message'. */
  tg_bind_result: z.nullish(z.string()),
  currentSite: z.nullish(z.string()),
});

export type ThirdPartyResult = z.infer<typeof thirdPartyResultSchema>;

export function callThirdPartyLogin(
  client: ApiClient,
  input: ThirdPartyLoginInput,
): Promise<ApiResult<ThirdPartyResult> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.thirdPartyLogin,
    body: thirdPartyLoginBody(input),
    parse: (result) => thirdPartyResultSchema.parse(result ?? {}),
  });
}
