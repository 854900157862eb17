/**
 * The shape of the gray-release entry's value (gray-config.ts); loaded with the first call, so
 * zod stays out of the first load.
 */
import * as z from 'zod/mini';

/** `{ "userIdTails": ["0", "1", "2", "3", "5"] }`: the last digits of the gray-release user ids. */
export const grayValueSchema = z.object({
  userIdTails: z.array(z.string().check(z.regex(/^\d$/))),
});
