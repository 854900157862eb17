/**
 * POST /user/public/login/thirdparty (docs/third-party.md, "The flow", step 7): one
 * call both logs in and registers; `use_thirdparty` in the answer says which happened. The
 * answer's schema is in third-party-login.schema.ts, loaded with the first call.
 */
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import type { ApiResult } from '../request';
import type { ThirdPartyResult } from './third-party-login.schema';

export type { ThirdPartyResult } from './third-party-login.schema';

/** The provider whose credential is sent (`token_type`). */
export type ThirdPartyTokenType = 'google' | 'apple' | 'telegram';

/**
 * Captcha data defaults (docs/third-party.md, "The flow", step 7), replaced by an old provider's
 * own fields.
 */
export const DEFAULT_CAPTCHA_TYPE = 'geecaptcha';
export const DEFAULT_KEY_VERSION = 'v2';
/** use_thirdparty values (docs/third-party.md, "The flow", step 8). */
export const USE_THIRDPARTY = { register: 1, login: 2 } as const;
export const BANNED_STATUS = 1;

export interface ThirdPartyLoginInput {
  readonly tokenType: ThirdPartyTokenType;
  /** The credential: Google's JWT, Apple's id_token, or Telegram's login data as JSON. */
  readonly token: string;
  /** The e-mail decoded from the credential (Google, Apple). */
  readonly username?: string;
  /** Session storage `currentCountry`. */
  readonly liveCountryCode?: string;
  /** The referrer, else the current URL. */
  readonly locationLink: string;
  /** Chat-app callback data; sent as telegram_callback_mini inside the mini app. */
  readonly telegramCallback?: string;
  readonly inMiniApp?: boolean;
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
    [input.inMiniApp ? 'telegram_callback_mini' : 'telegram_callback']: input.telegramCallback,
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

export function callThirdPartyLogin(
  client: ApiClient,
  input: ThirdPartyLoginInput,
): Promise<ApiResult<ThirdPartyResult> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.thirdPartyLogin,
    body: thirdPartyLoginBody(input),
    loadParse: () =>
      import('./third-party-login.schema').then(
        ({ thirdPartyResultSchema }) =>
          (result) =>
            thirdPartyResultSchema.parse(result ?? {}),
      ),
  });
}
