import { z } from 'zod';
import { declareFeature } from '../../editions/feature-declaration';

export default declareFeature({
  id: 'turkey-bridge',
  description:
    'Turkey-site button: opens /en/tr-authorized?type=… on the main domain in a 600x600 popup (full popup under 500 px wide).',
  configSchema: z.strictObject({
    /** Edition whose host is "the main domain" the popup opens on. */
    mainEdition: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/)
      .default('global'),
  }),
});
