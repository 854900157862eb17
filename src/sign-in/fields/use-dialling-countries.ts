import { countryListQueryOptions, type Country } from '@/api/endpoints/country-list';
import { registerCountryCodesQueryOptions } from '@/api/endpoints/register-country-codes';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useOnDemandQuery } from '@/sign-in/query/use-on-demand-query';

/**
 * Which countries a dialling-code picker offers: `all` (GET /v2/public/country-list, the login
 * and password-reset forms) or `registration` (GET /register/countryCode, the countries phone
 * sign-up accepts; docs/registration.md, "Field rules").
 */
export type DiallingCountryList = 'all' | 'registration';

/**
 * The picker's countries, undefined while they load. The registration list falls back to the
 * whole country list when its call fails, silently (the form stays usable as before).
 */
export function useDiallingCountries(
  list: DiallingCountryList,
  enabled: boolean,
): readonly Country[] | undefined {
  const client = useApiClient();
  const registration = useOnDemandQuery({
    ...registerCountryCodesQueryOptions(client),
    enabled: enabled && list === 'registration',
  });
  const useAll = list === 'all' || registration.isError;
  const all = useOnDemandQuery({ ...countryListQueryOptions(client), enabled: enabled && useAll });
  return useAll ? all.data : registration.data;
}
