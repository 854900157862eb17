/**
 * The shape of the sign-up promo entry's value (signup-page-config.ts); loaded with the first
 * call, so zod stays out of the first load.
 */
import * as z from 'zod/mini';

export const signupValueSchema = z.object({
  title: z.nullish(z.string()),
  subtitle: z.nullish(z.string()),
  image: z.nullish(z.string()),
  link: z.nullish(z.string()),
  image_link: z.nullish(z.string()),
});
