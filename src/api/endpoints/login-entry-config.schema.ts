/**
 * The shape of the login-entry config entry's value (login-entry-config.ts); loaded with the
 * first call, so zod stays out of the first load. Each field that cannot be read is left out on
 * its own, so one bad field never costs the others.
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
  /** Hosts of the Chinese site (src/lib/china-hostnames.ts says how an entry reads). */
  zhHostnameList: z.catch(z.optional(z.array(z.string())), undefined),
});
