/**
 * The shape of the profile answer (profile.ts); loaded with the first call, so zod stays
 * out of the first load.
 */
import * as z from 'zod/mini';

export const profileSchema = z.object({
  id: z.union([z.string(), z.number()]),
});

export type Profile = z.infer<typeof profileSchema>;
