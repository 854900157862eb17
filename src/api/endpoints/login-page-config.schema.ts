/**
 * The shapes of the web config answer and of the login promo entry in it (login-page-config.ts);
 * loaded with the first call, so zod stays out of the first load.
 */
import * as z from 'zod/mini';

const entrySchema = z.object({
  key: z.string(),
  language: z.nullish(z.string()),
  /** JSON text. */
  value: z.string(),
  campaignId: z.nullish(z.string()),
});

export const listSchema = z.object({ list: z.array(entrySchema) });

export const promoValueSchema = z.object({
  title: z.nullish(z.string()),
  subtitle: z.nullish(z.string()),
  image: z.nullish(z.string()),
  image_link: z.nullish(z.string()),
  web_login_signup_display_similar: z.nullish(z.boolean()),
});
