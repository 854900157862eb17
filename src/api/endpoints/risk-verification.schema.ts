/**
 * The shapes of the risk step's answers (risk-verification.ts); loaded with the first call, so
 * zod stays out of the first load.
 */
import * as z from 'zod/mini';

export const riskStepSchema = z.object({
  risk_token: z.string(),
  risk_token_type: z.nullish(z.string()),
});

export const riskVerifySchema = z.object({ risk_token: z.nullish(z.string()) });
export type RiskVerifyResult = z.infer<typeof riskVerifySchema>;
