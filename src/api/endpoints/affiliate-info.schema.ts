/**
 * The shapes of the affiliate open-info and anonymity answers (affiliate-info.ts); loaded with the
 * first call, so zod stays out of the first load.
 */
import * as z from 'zod/mini';

const text = z.catch(z.optional(z.nullable(z.string())), undefined);

export const openInfoSchema = z.object({
  nickname: text,
  headimg: text,
  personality: z.catch(
    z.optional(z.nullable(z.object({ personalSignature: text, content: text }))),
    undefined,
  ),
  groupInfo: z.catch(
    z.optional(
      z.nullable(z.array(z.object({ content: z.string(), type: z.catch(z.number(), 0) }))),
    ),
    undefined,
  ),
});

export const anonymitySchema = z.object({
  is_anonymity: z.catch(z.optional(z.union([z.boolean(), z.number(), z.string()])), undefined),
});
