/**
 * The shape of the referral code check answer (referral-code-check.ts); loaded with the first
 * call, so zod stays out of the first load.
 */
import * as z from 'zod/mini';

const sceneSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const codeInfoSchema = z.object({
  scene: z.optional(z.catch(sceneSchema, 0)),
  tpl: z.optional(z.nullable(z.string())),
  info: z.optional(z.object({ success: z.optional(z.boolean()) })),
});
