import type { LoginInput, MagpieVerifyInfo } from '@/api/endpoints/login';

/**
 * Merges a passed captcha's fields into the login request: the new captcha's
 * `magpie_verify_info`, or the old provider's fields (type, challenge, ticket, …) as they are.
 */
export function withCaptchaFields(
  input: LoginInput,
  fields: Readonly<Record<string, unknown>>,
): LoginInput {
  const { magpie_verify_info: magpie, ...rest } = fields;
  const legacy: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (typeof value === 'string' || typeof value === 'number') legacy[key] = String(value);
  }
  return {
    ...input,
    ...(isMagpie(magpie) ? { magpieVerifyInfo: magpie } : {}),
    ...(Object.keys(legacy).length > 0 ? { legacyCaptcha: legacy } : {}),
  };
}

function isMagpie(value: unknown): value is MagpieVerifyInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MagpieVerifyInfo).token === 'string' &&
    typeof (value as MagpieVerifyInfo).scene === 'string'
  );
}
