/**
 * The shape of the login answer (login.ts), which a confirmed QR login carries too; loaded with
 * the first call, so zod stays out of the first load.
 */
import * as z from 'zod/mini';

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
   * Where a successful login is guided (docs/login.md, "Redirect destinations": guide_complete_kyc,
   * reject_guide_customer, others). The spec does not name the field; this one is ours.
   */
  guide_type: z.nullish(z.string()),
});

export type LoginResult = z.infer<typeof loginResultSchema>;
