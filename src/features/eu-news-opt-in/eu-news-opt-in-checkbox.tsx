import { useFormContext } from 'react-hook-form';
import type { SlotPropsMap } from '../../editions/slots';
import { CheckboxField } from '../../ui/checkbox-field';

import { EU_NEWS_FIELD, EU_NEWS_LABEL } from './field-name';

/**
 * Unticked until the visitor ticks it: marketing consent in the EU must be given actively. Its
 * text names the edition's entity and links its privacy policy, as the manifest's boxes do.
 */
export default function EuNewsOptInCheckbox({ ConsentLabel }: SlotPropsMap['register.consent']) {
  const { register } = useFormContext();
  return (
    <CheckboxField
      label={<ConsentLabel labelKey={EU_NEWS_LABEL.labelKey} pages={EU_NEWS_LABEL.pages} />}
      {...register(EU_NEWS_FIELD)}
    />
  );
}
