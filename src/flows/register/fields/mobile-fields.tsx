import { Stack } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/ui/form-field';
import { TextInput } from '@/ui/text-input';
import { CountryCodeField } from '@/sign-in/fields/country-code-field';
import { COUNTRY_CODE_FIELD } from './register-form-values';
import { phoneProblem, type RuleMessage } from './register-rules';
import { usePhoneCleanup } from './use-phone-cleanup';

export const MOBILE_FIELD = 'mobile';

/**
 * Languages whose visitors get the SMS-delay hint on the phone tab
 * (docs/registration.md, "Field rules", SMS hint: some Russian mobile operators deliver the
 * security code late; e-mail is recommended).
 */
export const SMS_DELAY_HINT_LANGUAGES: readonly string[] = ['ru-RU'];

export interface MobileFieldsProps {
  readonly fixedCountryCode: string | undefined;
  readonly countryCodeRequired: boolean;
  /** Dialling codes whose numbers keep their leading 0 on this edition (225 on the global site). */
  readonly leadingZeroCodes: readonly string[];
}

/** The mobile tab: dialling code and number, digits only, tidied 300 ms after typing. */
export function MobileFields({
  fixedCountryCode,
  countryCodeRequired,
  leadingZeroCodes,
}: MobileFieldsProps) {
  const { t, i18n } = useTranslation('register');
  const { register, control, getValues, getFieldState, formState } = useFormContext();
  const countryCode: unknown = useWatch({ control, name: COUNTRY_CODE_FIELD });
  const keepLeadingZero = leadingZeroCodes.includes(String(countryCode ?? ''));
  const scheduleCleanup = usePhoneCleanup(MOBILE_FIELD, keepLeadingZero);
  // phoneProblem gives this field's only messages.
  const error = getFieldState(MOBILE_FIELD, formState).error?.message as RuleMessage | undefined;
  const field = register(MOBILE_FIELD, {
    validate: (value: string) =>
      phoneProblem(value, {
        countryCode: String(getValues(COUNTRY_CODE_FIELD) ?? ''),
        leadingZeroCodes,
      }) ?? true,
    onChange: (event: { target: { value: string } }) => scheduleCleanup(event.target.value),
  });

  return (
    <Stack gap="5">
      <CountryCodeField
        label={t('fields.countryCode')}
        placeholder={t('fields.countryCodePlaceholder')}
        fixed={fixedCountryCode}
        required={countryCodeRequired}
        registration={register(COUNTRY_CODE_FIELD)}
        countryList="registration"
      />
      <FormField
        label={t('fields.mobile')}
        error={error && t(error)}
        helperText={
          SMS_DELAY_HINT_LANGUAGES.includes(i18n.language) ? t('smsDelayHint') : undefined
        }
        required
      >
        <TextInput
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          placeholder={t('fields.mobilePlaceholder')}
          {...field}
        />
      </FormField>
    </Stack>
  );
}
