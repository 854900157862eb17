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
  /**
   * The trading password must be changed before the session is granted (docs/login.md,
   * "Trading-password change"): a one-use ticket for the panel's calls; no token comes with it.
   * The spec names the panel, not its trigger: both fields are ours.
   */
  trading_pwd_ticket: z.nullish(z.string()),
  /** With the ticket: the account has Google Authenticator bound, so its code is asked too. */
  trading_pwd_google2fa: z.nullish(z.boolean()),
});

export type LoginResult = z.infer<typeof loginResultSchema>;
