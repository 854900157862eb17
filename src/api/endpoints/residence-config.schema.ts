/**
 * The shape of the residence config answer (residence-config.ts); loaded with the first call,
 * so zod stays out of the first load.
 */
import * as z from 'zod/mini';

export const residenceConfigSchema = z.object({
  /** Residents of `country2` (two-letter code) belong on the site `siteId`. */
  guideConfigs: z.array(z.object({ siteId: z.string(), country2: z.string() })),
  /** Which residence confirmation this site shows (one of the residence pseudo-codes), or ''. */
  showMode: z.nullish(z.string()),
  /** Countries whose residents this site serves itself (two-letter codes). */
  countries2: z.nullish(z.array(z.string())),
});

export type ResidenceConfig = z.infer<typeof residenceConfigSchema>;
