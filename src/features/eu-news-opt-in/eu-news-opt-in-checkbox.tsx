import { useFormContext } from 'react-hook-form';
import { ConsentLabel } from '@/flows/register/consent-label';
import { CheckboxField } from '../../ui/checkbox-field';

import { EU_NEWS_FIELD, EU_NEWS_LABEL } from './field-name';

/**
 * Unticked until the visitor ticks it: marketing consent in the EU must be given actively. It
 * names the edition's entity and links its privacy policy like the manifest's boxes.
 */
export default function EuNewsOptInCheckbox() {
  const { register } = useFormContext();
  return (
    <CheckboxField
      label={<ConsentLabel labelKey={EU_NEWS_LABEL.labelKey} pages={EU_NEWS_LABEL.pages} />}
      {...register(EU_NEWS_FIELD)}
    />
  );
}
