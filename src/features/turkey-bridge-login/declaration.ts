import { z } from 'zod';
import { declareFeature } from '../../editions/feature-declaration';

export default declareFeature({
  id: 'turkey-bridge-login',
  description:
    "The main domain's side of the Turkey bridge: serves the popup /en/tr-authorized?type=BIND_TR|LOGIN_TR|TR_KYC|MIGRANT_EU (sign in, issue a quick token, post it to the Turkey page that opened it) and gives its login (?type=LOGIN_TR) the manifest's turkeyLogin captcha scene.",
  configSchema: z.strictObject({
    /** Edition whose site opens the popup: the only origins the quick token is posted to. */
    turkeyEdition: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/)
      .default('tur'),
  }),
});
