import { NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { countryListQueryOptions, countryName } from '@/api/endpoints/country-list';
import { FormField } from '@/ui/form-field';
import { TextInput } from '@/ui/text-input';

/**
 * The phone's dialling code, on the login and register forms alike: a picker over the country
 * list, or, on editions with a fixed code (the manifest's fixedCountryCode: Turkey's TR), that
 * code shown read-only and sent as it is (docs/login.md, "The e-mail tab's field";
 * docs/registration.md, "Field rules"). The caller's form owns the value and its error.
 */
export function CountryCodeField({
  label,
  placeholder = label,
  fixed,
  error,
  required,
  registration,
}: {
  label: string;
  /** The picker's empty choice. */
  placeholder?: string;
  fixed: string | undefined;
  error?: string | undefined;
  required: boolean;
  registration: UseFormRegisterReturn;
}) {
  const { i18n } = useTranslation();
  const client = useApiClient();
  const countries = useQuery({ ...countryListQueryOptions(client), enabled: !fixed });
  return (
    <FormField label={label} error={error} required={required}>
      {fixed ? (
        <TextInput readOnly value={fixed} {...registration} />
      ) : (
        <NativeSelect.Root>
          <NativeSelect.Field {...registration}>
            <option value="">{placeholder}</option>
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
