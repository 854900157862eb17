/**
 * The shape of the third-party login answer (third-party-login.ts); loaded with the first call,
 * so zod stays out of the first load.
 */
import * as z from 'zod/mini';

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
