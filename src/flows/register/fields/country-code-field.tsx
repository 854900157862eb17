import { NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/api/api-client-context';
import { countryListQueryOptions, countryName } from '@/api/endpoints/country-list';
import { FormField } from '@/ui/form-field';
import { TextInput } from '@/ui/text-input';

export const COUNTRY_CODE_FIELD = 'countryCode';

/**
 * The dialling code of the phone fields. An edition that fixes it (Turkey: TR, from the manifest)
 * shows it read-only; elsewhere it is picked from the country list. A missing code is reported
 * by a toast on submit, not here (docs/registration.md, "Field rules").
 */
export function CountryCodeField({
  fixedCode,
  required,
}: {
  fixedCode: string | undefined;
  required: boolean;
}) {
  const { t, i18n } = useTranslation('register');
  const client = useApiClient();
  const { register } = useFormContext();
  const countries = useQuery({ ...countryListQueryOptions(client), enabled: !fixedCode });

  return (
    <FormField label={t('fields.countryCode')} required={required}>
      {fixedCode ? (
        <TextInput readOnly value={fixedCode} {...register(COUNTRY_CODE_FIELD)} />
      ) : (
        <NativeSelect.Root>
          <NativeSelect.Field {...register(COUNTRY_CODE_FIELD)}>
            <option value="">{t('fields.countryCodePlaceholder')}</option>
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
