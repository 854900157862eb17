import { Stack } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/ui/form-field';
import { TextInput } from '@/ui/text-input';
import { CountryCodeField } from '@/sign-in/fields/country-code-field';
import { COUNTRY_CODE_FIELD } from './register-form-values';
import { usernameIsPhone, usernameProblem, type RuleMessage } from './register-rules';

export const USERNAME_FIELD = 'username';

export interface UsernameFieldProps {
  /** EU sites and a hidden phone tab: e-mail only. */
  readonly emailOnly: boolean;
  /** The button the visitor chose in step one: sets the keyboard and the wording. */
  readonly prefer: 'email' | 'mobile';
  readonly fixedCountryCode: string | undefined;
  readonly countryCodeRequired: boolean;
  readonly leadingZeroCodes: readonly string[];
}

/**
 * The combined e-mail-or-phone field of the step mode's account step
 * (docs/registration.md, "Field rules"): digits make it a phone (then the dialling code appears),
 * anything else an e-mail, except where only e-mail is taken.
 */
export function UsernameField({
  emailOnly,
  prefer,
  fixedCountryCode,
  countryCodeRequired,
  leadingZeroCodes,
}: UsernameFieldProps) {
  const { t } = useTranslation('register');
  const { register, control, getValues, getFieldState, formState } = useFormContext();
  const typed: unknown = useWatch({ control, name: USERNAME_FIELD });
  const isPhone = usernameIsPhone(typeof typed === 'string' ? typed : '', emailOnly);
  // usernameProblem gives this field's only messages.
  const error = getFieldState(USERNAME_FIELD, formState).error?.message as RuleMessage | undefined;
  const phoneFirst = prefer === 'mobile' && !emailOnly;

  return (
    <Stack gap="5">
      {(isPhone || phoneFirst) && (
        <CountryCodeField
          label={t('fields.countryCode')}
          placeholder={t('fields.countryCodePlaceholder')}
          fixed={fixedCountryCode}
          required={countryCodeRequired}
          registration={register(COUNTRY_CODE_FIELD)}
          countryList="registration"
        />
      )}
      <FormField
        label={emailOnly ? t('fields.email') : t('fields.username')}
        error={error && t(error)}
        required
      >
        <TextInput
          type="text"
          autoComplete="username"
          inputMode={phoneFirst ? 'tel' : 'email'}
          spellCheck={false}
          placeholder={emailOnly ? t('fields.emailPlaceholder') : t('fields.usernamePlaceholder')}
          {...register(USERNAME_FIELD, {
            validate: (value: string) =>
              usernameProblem(value ?? '', {
                emailOnly,
                countryCode: String(getValues(COUNTRY_CODE_FIELD) ?? ''),
                leadingZeroCodes,
              }) ?? true,
          })}
        />
      </FormField>
    </Stack>
  );
}
