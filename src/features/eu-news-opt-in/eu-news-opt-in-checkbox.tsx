import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../ui/checkbox-field';

/** Field name in the register form; the payload hook turns it into `euSubscription`. */
export const EU_NEWS_FIELD = 'euNewsOptIn';

/** Unticked until the visitor ticks it: marketing consent in the EU must be given actively. */
export function EuNewsOptInCheckbox() {
  const { t } = useTranslation('consent');
  const { register } = useFormContext();
  return <CheckboxField label={t('euNewsOptIn')} {...register(EU_NEWS_FIELD)} />;
}
