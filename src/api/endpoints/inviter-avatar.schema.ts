/**
 * The shape of the inviter avatar answer (inviter-avatar.ts); loaded with the first call, so zod
 * stays out of the first load.
 */
import * as z from 'zod/mini';

export const inviterAvatarSchema = z.object({
  headimg: z.catch(z.optional(z.nullable(z.string())), undefined),
});
