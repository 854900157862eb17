/**
 * GET /v2/public/country-list: countries with their dialling codes, for the phone fields.
 * Public and the same for everyone, so it is fetched once per visit (and only when a phone
 * field is first shown).
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from '../api-client';
import { requireResult } from '../api-error';
import { API_PATHS } from '../paths';
import { queryKeys } from '../query-keys';

export const countrySchema = z.object({
  code: z.string(),
  area_code: z.string(),
  name_en: z.string(),
});

export type Country = z.infer<typeof countrySchema> & Record<string, unknown>;

const countryArraySchema = z.array(z.looseObject(countrySchema.shape));

/** The exchange answers `{ list: [...] }` (docs/sandbox.md); a bare array is read too. */
function parseCountryList(result: unknown): Country[] {
  const list =
    typeof result === 'object' && result !== null && 'list' in result
      ? (result as { list: unknown }).list
      : result;
  return countryArraySchema.parse(list) as Country[];
}

export function countryListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.countryList(),
    queryFn: async ({ signal }) =>
      requireResult(
        API_PATHS.countryList,
        await client.request({
          method: 'GET',
          path: API_PATHS.countryList,
          parse: parseCountryList,
          signal,
        }),
      ),
    staleTime: Infinity,
  });
}

/** The country's name in the visitor's language when the list carries it (name_{lang}). */
export function countryName(country: Country, language: string): string {
  const base = language.split('-')[0];
  const localised = country[`name_${language}`] ?? country[`name_${base}`];
  return typeof localised === 'string' && localised !== '' ? localised : country.name_en;
}
