/**
 * Why each restricted country or region is restricted, as one table (docs/login.md, "Visitor
 * restrictions"): the per-country restriction dialog names the country and this reason. Which
 * countries an edition restricts is its manifest's `restrictedCountries` (CN, CU, IR, KP, SD, SG,
 * SY, US, Ontario; the EU sites add RU and BY); a test keeps every listed code in this table.
 * The spec lists the countries, not the reasons: these are ours.
 */

/** Keys under `countryRestriction.reason` in the dialogs namespace. */
export type RestrictionReason =
  'sanctions' | 'mainlandChina' | 'unitedStates' | 'singapore' | 'ontario';

export interface CountryRestriction {
  readonly reason: RestrictionReason;
  /**
   * A region inside a country (ISO 3166-2, e.g. `CA-ON`): matched against the IP info's `region`
   * rather than its country code.
   */
  readonly subdivision?: string;
}

const sanctions: CountryRestriction = { reason: 'sanctions' };

export const COUNTRY_RESTRICTIONS: Readonly<Record<string, CountryRestriction>> = {
  CN: { reason: 'mainlandChina' },
  CU: sanctions,
  IR: sanctions,
  KP: sanctions,
  SD: sanctions,
  SY: sanctions,
  RU: sanctions,
  BY: sanctions,
  SG: { reason: 'singapore' },
  US: { reason: 'unitedStates' },
  Ontario: { reason: 'ontario', subdivision: 'CA-ON' },
};

export interface VisitorRestriction {
  /** The manifest's code: a two-letter country code, or "Ontario". */
  readonly region: string;
  readonly reason: RestrictionReason;
}

/** What the IP info answer says about where the visitor is. */
export interface VisitorLocation {
  readonly code: string;
  readonly region?: string | null | undefined;
}

/**
 * The restriction that applies to a visitor, or null: the first of the edition's restricted
 * regions the IP info places the visitor in (a subdivision by `region`, a country by `code`).
 */
export function restrictionFor(
  location: VisitorLocation,
  restrictedRegions: readonly string[],
): VisitorRestriction | null {
  const code = location.code.toUpperCase();
  const subdivision = location.region?.toUpperCase();
  for (const region of restrictedRegions) {
    const entry = COUNTRY_RESTRICTIONS[region];
    if (!entry) continue;
    const matches = entry.subdivision
      ? entry.subdivision === subdivision
      : region.toUpperCase() === code;
    if (matches) return { region, reason: entry.reason };
  }
  return null;
}
