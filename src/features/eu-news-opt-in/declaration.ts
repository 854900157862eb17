import { z } from 'zod';
import { declareFeature } from '../../editions/feature-declaration';
import { EU_NEWS_LABEL } from './field-name';

export default declareFeature({
  id: 'eu-news-opt-in',
  description:
    'EU news opt-in checkbox on the register form, sent as euSubscription (1 or 0). Unticked by default (GDPR consent must be given actively).',
  configSchema: z.strictObject({}),
  consentTexts: [EU_NEWS_LABEL],
});
