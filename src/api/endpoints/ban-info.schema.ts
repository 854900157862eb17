/**
 * The shape of the ban info answer (ban-info.ts); loaded with the first call, so zod stays
 * out of the first load.
 */
import * as z from 'zod/mini';

export const banInfoSchema = z.object({
  /** 1: the user may lift this ban themselves (after the 24 h window). */
  is_self_help_baned: z.union([z.number(), z.string()]),
  /** When the ban started, in seconds since the epoch. */
  baned_time: z.union([z.number(), z.string()]),
});

export type BanInfo = z.infer<typeof banInfoSchema>;
