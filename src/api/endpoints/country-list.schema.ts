/**
 * The shape of the country list answer (country-list.ts); loaded with the first call, so zod
 * stays out of the first load.
 */
import * as z from 'zod/mini';

export const countrySchema = z.object({
  code: z.string(),
  area_code: z.string(),
  name_en: z.string(),
});

export type Country = z.infer<typeof countrySchema> & Record<string, unknown>;

const countryArraySchema = z.array(z.looseObject(countrySchema.shape));

/** The exchange answers `{ list: [...] }` (docs/sandbox.md); a bare array is read too. */
export function parseCountryList(result: unknown): Country[] {
  const list =
    typeof result === 'object' && result !== null && 'list' in result
      ? (result as { list: unknown }).list
      : result;
  return countryArraySchema.parse(list) as Country[];
}
