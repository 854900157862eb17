/**
 * The answer of the trading-password code send (trading-password.ts; docs/login.md,
 * "Trading-password change"), ours like the call. The change answers a login result
 * (login.schema.ts). Loaded with the first call, so zod stays out of the first load.
 */
import * as z from 'zod/mini';

export const tradingPasswordCodeSentSchema = z.object({
  /** Where the code went: the e-mail or the phone the visitor logged in with. */
  channel: z.enum(['email', 'mobile']),
  /** That address or number, masked (`d***@example.com`, `+44 77****01`). */
  masked_target: z.string(),
});

export type TradingPasswordCodeSent = z.infer<typeof tradingPasswordCodeSentSchema>;
