import { NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/api/api-client-context';
import { countryListQueryOptions, countryName } from '@/api/endpoints/country-list';
import { FormField } from '@/ui/form-field';
import { TextInput } from '@/ui/text-input';

/**
 * The phone's country code: a picker over the country list, or, on editions with a fixed code
 * (Turkey: TR), that code shown read-only and sent as it is
 * (docs/login.md, "The e-mail tab's field").
 */
export function CountryCodeField({
  fixed,
  error,
  registration,
}: {
  fixed: string | undefined;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t, i18n } = useTranslation('login');
  const client = useApiClient();
  const countries = useQuery({ ...countryListQueryOptions(client), enabled: !fixed });
  return (
    <FormField label={t('fields.countryCode')} error={error} required>
      {fixed ? (
        <TextInput readOnly {...registration} />
      ) : (
        <NativeSelect.Root>
          <NativeSelect.Field {...registration}>
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
  );
}
