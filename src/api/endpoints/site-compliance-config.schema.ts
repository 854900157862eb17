/**
 * The shape of the site-compliance entry's value (site-compliance-config.ts); loaded with the
 * first call, so zod stays out of the first load. A field that cannot be read is left out on its
 * own, so a bad `hideOptions` never undoes `action: 'hide'`.
 */
import * as z from 'zod/mini';

export const complianceValueSchema = z.object({
  action: z.catch(z.optional(z.string()), undefined),
  hideOptions: z.catch(z.optional(z.array(z.string())), undefined),
});
