/**
 * What a chosen residence means for registration here (registration.md §4 'Residence picker'):
 * restricted (registration blocked, restrictedServicesNotice), served by another of our sites
 * (redirect dialog to its /register: the EU site or the global site), or allowed.
 */

export interface GuideConfig {
  /** Site code of the site that serves residents of `country2` (EU, global, ARE, …). */
  readonly siteId: string;
  /** Two-letter country code. */
  readonly country2: string;
}

export type ResidenceStatus =
  | { readonly kind: 'none' }
  | { readonly kind: 'allowed' }
  | { readonly kind: 'restricted' }
  | {
      readonly kind: 'redirect';
      /** Edition id whose host takes the registration ('eu', 'global', …). */
      readonly edition: string;
      readonly siteId: string;
    };

export interface ResidenceRules {
  /** `manifest.restrictedCountries` (CN, CU, IR, KP, SD, SG, SY, US, Ontario, …). */
  readonly restrictedCountries: readonly string[];
  /** From the residence guide config; [] when it could not be read. */
  readonly guideConfigs: readonly GuideConfig[];
  /** `manifest.siteCode` of this edition. */
  readonly currentSiteCode: string;
  /** Edition ids that have hosts (`Object.keys(editionHosts)`): only those can be sent to. */
  readonly knownEditions: readonly string[];
}

/** Site code → edition id: the edition ids are the lower-cased site codes ('EU' → 'eu'). */
export function editionForSite(siteId: string): string {
  return siteId.toLowerCase();
}

export function residenceStatus(
  country: string | null | undefined,
  rules: ResidenceRules,
): ResidenceStatus {
  if (!country) return { kind: 'none' };
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  if (rules.restrictedCountries.some((code) => same(code, country))) return { kind: 'restricted' };
  const guide = rules.guideConfigs.find((entry) => same(entry.country2, country));
  if (guide && !same(guide.siteId, rules.currentSiteCode)) {
    const edition = editionForSite(guide.siteId);
    if (rules.knownEditions.includes(edition)) {
      return { kind: 'redirect', edition, siteId: guide.siteId };
    }
  }
  return { kind: 'allowed' };
}

/** A residence that blocks registration here: the submit opens the ban dialog instead. */
export function isResidenceBanned(status: ResidenceStatus): boolean {
  return status.kind === 'restricted';
}
