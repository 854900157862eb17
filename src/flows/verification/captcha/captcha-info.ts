/**
 * The captcha info call (login-and-shared.md §7): GET /v3/public/user/captcha-info on login
 * scenes, /user/public/captcha-info on sign-up, with type CAPTCHA_TYPE_BEHAVIOR_GEETEST and the
 * login name. Resolves to undefined on any failure: the loader then skips what needs it.
 */
import * as z from 'zod/mini';
import type { ApiClient } from '@/api/api-client';
import { API_PATHS } from '@/api/paths';
import type { CaptchaSceneName } from '@/sign-in/contracts/verification';
import type { CaptchaInfo } from './captcha-types';

export const CAPTCHA_INFO_TYPE = 'CAPTCHA_TYPE_BEHAVIOR_GEETEST';

const flag = z.union([z.number(), z.boolean(), z.string()]);

const infoSchema = z.object({
  gt: z.string(),
  challenge: z.string(),
  sGt: z.nullish(z.string()),
  sChallenge: z.nullish(z.string()),
  success: z.nullish(flag),
  newCaptcha: z.nullish(flag),
});

/** Sign-up asks the registration service; every other scene is a login of some kind. */
export function captchaInfoPath(scene: CaptchaSceneName): string {
  return scene === 'register' ? API_PATHS.registerCaptchaInfo : API_PATHS.loginCaptchaInfo;
}

export async function fetchCaptchaInfo(
  client: ApiClient,
  scene: CaptchaSceneName,
  loginName: string | undefined,
): Promise<CaptchaInfo | undefined> {
  try {
    const answer = await client.request({
      method: 'GET',
      path: captchaInfoPath(scene),
      body: { type: CAPTCHA_INFO_TYPE, login_name: loginName },
      hideError: true,
      onHttpError: () => undefined,
      parse: (result) => infoSchema.parse(result),
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
