/**
 * The shape of the login-entry config entry's value (login-entry-config.ts); loaded with the
 * first call, so zod stays out of the first load.
 */
import * as z from 'zod/mini';

const amount = z.catch(z.optional(z.nullable(z.union([z.string(), z.number()]))), undefined);

export const entryValueSchema = z.object({
  redeemAmount: z.catch(
    z.optional(
      z.object({ affiliate_amount: amount, refferal_amount: amount, normal_amount: amount }),
    ),
    undefined,
  ),
  hideRedeemSite: z.catch(z.optional(z.array(z.string())), undefined),
});
