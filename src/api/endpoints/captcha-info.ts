/**
 * The captcha info call (docs/verification.md, "Order of providers"): GET
 * /v3/public/user/captcha-info for the login service, /user/public/captcha-info for the
 * registration service, with type CAPTCHA_TYPE_BEHAVIOR_GEETEST and the login name. Resolves to
 * undefined on any failure: the loader then skips what needs it.
 */
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';

export const CAPTCHA_INFO_TYPE = 'CAPTCHA_TYPE_BEHAVIOR_GEETEST';

/** Which service hands out the captcha info: registration's for sign-up, login's otherwise. */
export type CaptchaInfoService = 'login' | 'register';

/** Captcha info from the captcha-info call. */
export interface CaptchaInfo {
  /** Geetest id and challenge. */
  readonly gt: string;
  readonly challenge: string;
  /** A second Geetest pair the exchange hands out; not used by this product. */
  readonly sGt?: string;
  readonly sChallenge?: string;
  /** 1: Geetest's servers are up; 0: Geetest runs in its offline (failback) mode. */
  readonly success: number;
  /** false: the exchange says not to use the new captcha for this visitor. */
  readonly newCaptcha: boolean;
}

export function captchaInfoPath(service: CaptchaInfoService): string {
  return service === 'register' ? API_PATHS.registerCaptchaInfo : API_PATHS.loginCaptchaInfo;
}

export async function fetchCaptchaInfo(
  client: ApiClient,
  service: CaptchaInfoService,
  loginName: string | undefined,
): Promise<CaptchaInfo | undefined> {
  try {
    const answer = await client.request({
      method: 'GET',
      path: captchaInfoPath(service),
      body: { type: CAPTCHA_INFO_TYPE, login_name: loginName },
      hideError: true,
      onHttpError: () => undefined,
      loadParse: () =>
        import('./captcha-info.schema').then(
          ({ captchaInfoSchema }) =>
            (result) =>
              captchaInfoSchema.parse(result),
        ),
    });
    const info = answer?.retCode === 0 ? answer.result : undefined;
    if (!info) return undefined;
    return {
      gt: info.gt,
      challenge: info.challenge,
      ...(info.sGt ? { sGt: info.sGt } : {}),
      ...(info.sChallenge ? { sChallenge: info.sChallenge } : {}),
      success: truthy(info.success ?? 1) ? 1 : 0,
      newCaptcha: truthy(info.newCaptcha ?? true),
    };
  } catch {
    return undefined;
  }
}

function truthy(value: number | boolean | string): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
