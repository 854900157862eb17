import { defineFeature } from '../../editions/feature-module';
import { EU_NEWS_FIELD, EuNewsOptInCheckbox } from './eu-news-opt-in-checkbox';

export default defineFeature({
  id: 'eu-news-opt-in',
  slots: { 'register.consent': EuNewsOptInCheckbox },
  hooks: {
    registerPayload: (form) => ({ euSubscription: form[EU_NEWS_FIELD] ? 1 : 0 }),
  },
});
