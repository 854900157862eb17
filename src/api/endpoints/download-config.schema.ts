/**
 * The shape of the app-download entry's value (download-config.ts); loaded with the first call,
 * so zod stays out of the first load.
 */
import * as z from 'zod/mini';

const storeLink = z.nullish(z.string().check(z.regex(/^https:\/\//)));

/** `{ ios, android, show }`: the two store links and whether to offer them at all. */
export const downloadValueSchema = z.object({
  ios: storeLink,
  android: storeLink,
  show: z.nullish(z.boolean()),
});
