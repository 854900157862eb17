/**
 * The shapes of the registration answers (registration.ts); loaded with the first call, so zod
 * stays out of the first load.
 */
import * as z from 'zod/mini';

// --- registration permission (IP ban / IP limit) --------------------------------------------

export const permissionSchema = z.object({
  status: z.optional(z.string()),
  ip: z.optional(z.string()),
  country: z.optional(z.string()),
});
export type RegisterPermissionResult = z.infer<typeof permissionSchema>;

// --- sending the code or link ----------------------------------------------------------------

export const sendResultSchema = z.object({
  uuid: z.optional(z.string()),
  risk_token: z.nullish(z.string()),
  risk_token_type: z.nullish(z.string()),
});
export type SendCodeResult = z.infer<typeof sendResultSchema>;

// --- verification by uuid --------------------------------------------------------------------

export const verifyResultSchema = z.object({ verify_result: z.optional(z.number()) });
export type VerifyResult = z.infer<typeof verifyResultSchema>;

// --- register calls --------------------------------------------------------------------------

export const registerResultSchema = z.looseObject({
  id: z.optional(z.union([z.string(), z.number()])),
  uuid: z.optional(z.string()),
  /** commit_password: the account waits for its password (the password step). */
  recall_stage: z.optional(z.string()),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const parseRegisterResult = (result: unknown) => registerResultSchema.parse(result ?? {});

// --- recall ----------------------------------------------------------------------------------

export const recallSchema = z.object({
  recall_stage: z.optional(z.string()),
  platform: z.nullish(z.string()),
  login_name: z.nullish(z.string()),
  version: z.nullish(z.union([z.number(), z.string()])),
});
export type RecallInfo = z.infer<typeof recallSchema>;
