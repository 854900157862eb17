import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/api/endpoints/country-list';
import { useIntlLocale } from '@/editions/edition-context';
import { FormField } from '@/ui/form-field';
import { TextInput } from '@/ui/text-input';
import { useDiallingCountries, type DiallingCountryList } from './use-dialling-countries';

/**
 * The phone's dialling code, on the login and register forms alike: a picker over the country
 * list, or, on editions with a fixed code (the manifest's fixedCountryCode: Turkey's TR), that
 * code shown read-only and sent as it is (docs/login.md, "The e-mail tab's field";
 * docs/registration.md, "Field rules"). The register forms offer the countries phone sign-up
 * accepts (`countryList="registration"`, use-dialling-countries.ts). The caller's form owns the
 * value and its error.
 */
export function CountryCodeField({
  label,
  placeholder = label,
  fixed,
  error,
  required,
  registration,
  countryList = 'all',
}: {
  label: string;
  /** The picker's empty choice. */
  placeholder?: string;
  fixed: string | undefined;
  error?: string | undefined;
  required: boolean;
  registration: UseFormRegisterReturn;
  /** Which countries the picker offers; `all` by default. */
  countryList?: DiallingCountryList;
}) {
  const { i18n } = useTranslation();
  const locale = useIntlLocale();
  const countries = useDiallingCountries(countryList, !fixed);
  return (
    <FormField label={label} error={error} required={required}>
      {fixed ? (
        <TextInput readOnly value={fixed} {...registration} />
      ) : (
        <NativeSelect.Root>
          <NativeSelect.Field {...registration}>
            <option value="">{placeholder}</option>
            {countries?.map((country) => (
              <option key={country.code} value={country.area_code}>
                {`${countryName(country, i18n.language, locale)} (+${country.area_code})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}
