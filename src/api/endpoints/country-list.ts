/**
 * GET /v2/public/country-list: countries with their dialling codes, for the phone fields.
 * Public and the same for everyone, so it is fetched once per visit (and only when a phone
 * field is first shown).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { requireResult } from '../api-error';
import { API_PATHS } from '../paths';
import { queryKeys } from '../query-keys';
import type { Country } from './country-list.schema';
import { regionName } from '@/lib/region-name';

export type { Country } from './country-list.schema';

export function countryListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.countryList(),
    queryFn: async ({ signal }) =>
      requireResult(
        API_PATHS.countryList,
        await client.request({
          method: 'GET',
          path: API_PATHS.countryList,
          loadParse: () =>
            import('./country-list.schema').then(({ parseCountryList }) => parseCountryList),
          signal,
        }),
      ),
    staleTime: Infinity,
  });
}

/**
 * The country's name in the visitor's language: the list's own (name_{lang}) when it carries
 * one, else the browser's name for the country in `locale` (the language's BCP 47 tag), and
 * English only where neither exists.
 */
export function countryName(country: Country, language: string, locale: string = language): string {
  const base = language.split('-')[0];
  const localised = country[`name_${language}`] ?? country[`name_${base}`];
  if (typeof localised === 'string' && localised !== '') return localised;
  return regionName(country.code, locale) ?? country.name_en;
}
