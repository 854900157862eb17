import { NativeSelect, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/api/api-client-context';
import { countryListQueryOptions, countryName } from '@/api/endpoints/country-list';
import { useEdition } from '@/editions/edition-context';
import { useEarlySubmit } from '@/ui/early-submit';
import { FormField } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { SubmitButton } from '@/ui/submit-button';
import { TextInput } from '@/ui/text-input';
import { mobileLoginSchema, type MobileLoginValues } from './login-schema';
import { usePasswordLogin } from './use-password-login';

/**
 * Phone + password. Editions with a fixed country code (Turkey: TR) show it instead of a picker
 * and send it as the spec says; the others pick a dialling code from the country list.
 */
export function MobileLoginForm() {
  const { t, i18n } = useTranslation('login');
  const client = useApiClient();
  const { manifest } = useEdition();
  const fixed = manifest.login.fixedCountryCode;
  const submitLogin = usePasswordLogin();
  const countries = useQuery({ ...countryListQueryOptions(client), enabled: !fixed });
  const form = useForm<MobileLoginValues>({
    resolver: zodResolver(mobileLoginSchema),
    mode: 'onTouched',
    defaultValues: fixed ? { countryCode: fixed } : undefined,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await submitLogin({
      username: values.mobile,
      password: values.password,
      countryCode: values.countryCode,
    });
  });
  const formProps = useEarlySubmit(onSubmit);

  return (
    <form {...formProps} noValidate method="post">
      <Stack gap="5">
        <FormField
          label={t('fields.countryCode')}
          error={errors.countryCode?.message && t(errors.countryCode.message)}
          required
        >
          {fixed ? (
            <TextInput readOnly {...form.register('countryCode')} />
          ) : (
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('countryCode')}>
                <option value="">{t('fields.countryCode')}</option>
                {countries.data?.map((country) => (
                  <option key={country.code} value={country.area_code}>
                    {`${countryName(country, i18n.language)} (+${country.area_code})`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </FormField>
        <FormField
          label={t('fields.mobile')}
          error={errors.mobile?.message && t(errors.mobile.message)}
          required
        >
          <TextInput
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            placeholder={t('fields.mobilePlaceholder')}
            {...form.register('mobile')}
          />
        </FormField>
        <FormField
          label={t('fields.password')}
          error={errors.password?.message && t(errors.password.message)}
          required
        >
          <PasswordInput
            autoComplete="current-password"
            placeholder={t('fields.passwordPlaceholder')}
            toggleLabel={t('fields.showPassword')}
            {...form.register('password')}
          />
        </FormField>
        <SubmitButton loading={isSubmitting} width="full" size="lg">
          {t('submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
