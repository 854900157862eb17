/**
 * The shape of the web config answer (web-config.ts); loaded with the first call, so zod stays
 * out of the first load.
 */
import * as z from 'zod/mini';

const entrySchema = z.object({
  key: z.string(),
  language: z.nullish(z.string()),
  /** JSON text. */
  value: z.string(),
  campaignId: z.nullish(z.string()),
});

export const webConfigListSchema = z.object({ list: z.array(entrySchema) });

export type WebConfigEntry = z.infer<typeof entrySchema>;
