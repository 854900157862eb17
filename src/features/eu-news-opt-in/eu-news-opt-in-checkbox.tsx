import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../ui/checkbox-field';

import { EU_NEWS_FIELD } from './field-name';

/** Unticked until the visitor ticks it: marketing consent in the EU must be given actively. */
export default function EuNewsOptInCheckbox() {
  const { t } = useTranslation('consent');
  const { register } = useFormContext();
  return <CheckboxField label={t('euNewsOptIn')} {...register(EU_NEWS_FIELD)} />;
}
