/**
 * The shapes of the register page's banner entries (signup-page-config.ts); loaded with the
 * first call, so zod stays out of the first load.
 */
import * as z from 'zod/mini';

export const signupValueSchema = z.object({
  title: z.nullish(z.string()),
  subtitle: z.nullish(z.string()),
  image: z.nullish(z.string()),
  link: z.nullish(z.string()),
  image_link: z.nullish(z.string()),
});

/**
 * `web_signuppage_regist_button_text`: `{ "text": "…" }`, or the text itself as a JSON string
 * (docs/registration-pieces.md, "Promo panel"; the spec shows no shape).
 */
export const buttonTextValueSchema = z.union([z.string(), z.object({ text: z.string() })]);
