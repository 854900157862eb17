/**
 * GET /register/countryCode: the countries whose phone numbers may sign up, for the register
 * page's dialling-code picker (docs/registration.md, "Field rules"). The spec shows no answer;
 * it is read as the country list's shape (`{ list: [{ code, area_code, name_en,
 * name_{language}… }] }`, country-list.schema.ts). Public and the same for everyone: fetched once
 * per visit, when a phone field is first shown. The call never toasts and is not retried: its
 * failure falls back to the country list (GET /v2/public/country-list), which the picker
 * showed before this call existed.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { requireResult } from '../api-error';
import { API_PATHS } from '../paths';
import { queryKeys } from '../query-keys';

export function registerCountryCodesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.registerCountryCodes(),
    queryFn: async ({ signal }) =>
      requireResult(
        API_PATHS.registerCountryCode,
        await client.request({
          method: 'GET',
          path: API_PATHS.registerCountryCode,
          hideError: true,
          loadParse: () =>
            import('./country-list.schema').then(({ parseCountryList }) => parseCountryList),
          signal,
        }),
      ),
    staleTime: Infinity,
    retry: false,
  });
}
