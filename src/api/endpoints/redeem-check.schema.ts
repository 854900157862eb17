/**
 * The shape of the redeem check answer (redeem-check.ts); loaded with the first call, so zod
 * stays out of the first load.
 */
import * as z from 'zod/mini';

export const redeemSchema = z.object({ code: z.catch(z.optional(z.number()), undefined) });
