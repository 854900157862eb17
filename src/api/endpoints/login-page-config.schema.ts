/**
 * The shape of the login promo entry's value (login-page-config.ts); loaded with the first call,
 * so zod stays out of the first load.
 */
import * as z from 'zod/mini';

export const promoValueSchema = z.object({
  title: z.nullish(z.string()),
  subtitle: z.nullish(z.string()),
  image: z.nullish(z.string()),
  image_link: z.nullish(z.string()),
  web_login_signup_display_similar: z.nullish(z.boolean()),
});
