import { z } from 'zod';
import { declareFeature } from '../../editions/feature-declaration';

export default declareFeature({
  id: 'turkey-bridge-login',
  description:
    "The main domain's side of the Turkey bridge: a login opened by the Turkey site's popup (?type=LOGIN_TR) uses the manifest's turkeyLogin captcha scene.",
  configSchema: z.strictObject({}),
});
