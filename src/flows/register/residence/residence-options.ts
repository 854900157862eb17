import { countryName, type Country } from '@/api/endpoints/country-list';
import { countryImageUrl, type CountryOption } from '@/ui/country-search';

/**
 * Canada's province, restricted on its own (docs/registration-pieces.md, "Residence"); not in the
 * country list.
 */
export const ONTARIO = 'Ontario';
const CANADA = 'CA';

export interface ResidenceOptionSettings {
  /** The visitor's language: names come as name_{language} when the list has them. */
  readonly language: string;
  /** Its BCP 47 tag, for the browser's own country names where the list has none. */
  readonly locale: string;
  /** The environment's `countryImageBase`. */
  readonly imageBase: string;
  readonly restrictedCountries: readonly string[];
  /** Translated "Canada (Ontario)". */
  readonly ontarioName: string;
}

/**
 * The picker's options: every country of the list in the visitor's language (searchable by its
 * English name too), and — when the edition restricts it — Ontario as its own entry right after
 * Canada, so its residents can say where they live.
 */
export function residenceOptions(
  countries: readonly Country[],
  settings: ResidenceOptionSettings,
): CountryOption[] {
  const options: CountryOption[] = [];
  const withOntario = settings.restrictedCountries.includes(ONTARIO);
  for (const country of countries) {
    options.push({
      code: country.code,
      name: countryName(country, settings.language, settings.locale),
      otherNames: [country.name_en],
      imageUrl: countryImageUrl(settings.imageBase, country.name_en),
    });
    if (withOntario && country.code === CANADA) {
      options.push({
        code: ONTARIO,
        name: settings.ontarioName,
        otherNames: [ONTARIO, country.name_en],
        imageUrl: countryImageUrl(settings.imageBase, country.name_en),
      });
    }
  }
  return options;
}
