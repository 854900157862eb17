import { DEFAULT_KEY_VERSION } from '../captcha-types';
import type { OldCaptchaProvider } from '../captcha-types';

/**
 * The `type` each old provider is sent as (docs/verification.md, "Result fields" lists geecaptcha,
 * qqcatpcha and recaptcha: the exchange's spelling of the QQ type is kept as it is).
 */
export const OLD_CAPTCHA_TYPE: Record<OldCaptchaProvider, string> = {
  geecaptcha: 'geecaptcha',
  recaptcha: 'recaptcha',
  qqcaptcha: 'qqcatpcha',
};

/** Field the reCAPTCHA token travels in (our choice; the spec names no field). */
export const RECAPTCHA_RESPONSE_FIELD = 'g_recaptcha_response';

/** `type` and `key_version` plus the provider's own result fields. */
export function oldCaptchaFields(
  provider: OldCaptchaProvider,
  result: Readonly<Record<string, string>>,
): Record<string, string> {
  return { type: OLD_CAPTCHA_TYPE[provider], key_version: DEFAULT_KEY_VERSION, ...result };
}
