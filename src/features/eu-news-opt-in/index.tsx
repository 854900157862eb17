import { lazyWithTimeout } from '@/ui/error-boundary';
import { defineFeature } from '../../editions/feature-module';
import { EU_NEWS_FIELD } from './field-name';

// Only the register form shows the box: its code loads there, not with every page.
const EuNewsOptInCheckbox = lazyWithTimeout(
  () => import('./eu-news-opt-in-checkbox'),
  'eu-news-opt-in-checkbox',
);

export default defineFeature({
  id: 'eu-news-opt-in',
  slots: { 'register.consent': EuNewsOptInCheckbox },
  hooks: {
    registerPayload: (form) => ({ euSubscription: form[EU_NEWS_FIELD] ? 1 : 0 }),
  },
});
