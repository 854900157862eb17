/**
 * The shape of the captcha info answer (captcha-info.ts); loaded with the first call, so zod
 * stays out of the first load.
 */
import * as z from 'zod/mini';

const flag = z.union([z.number(), z.boolean(), z.string()]);

export const captchaInfoSchema = z.object({
  gt: z.string(),
  challenge: z.string(),
  sGt: z.nullish(z.string()),
  sChallenge: z.nullish(z.string()),
  success: z.nullish(flag),
  newCaptcha: z.nullish(flag),
});
