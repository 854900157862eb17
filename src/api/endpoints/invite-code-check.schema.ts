/**
 * The shape of the invite check answer (invite-code-check.ts); loaded with the first call, so zod
 * stays out of the first load. An unknown status reads as `invalid`: a code the client cannot
 * place is never shown as applied.
 */
import * as z from 'zod/mini';

export const inviteCheckSchema = z.object({
  status: z.catch(z.enum(['valid', 'expired', 'invalid']), 'invalid'),
  inviter: z.catch(
    z.optional(
      z.nullable(
        z.object({
          user_id: z.optional(z.union([z.string(), z.number()])),
          nickname: z.optional(z.nullable(z.string())),
        }),
      ),
    ),
    undefined,
  ),
});
