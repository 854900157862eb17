/**
 * The shape of the site-compliance entry's value (site-compliance-config.ts); loaded with the
 * first call, so zod stays out of the first load.
 */
import * as z from 'zod/mini';

export const complianceValueSchema = z.object({ action: z.optional(z.string()) });
