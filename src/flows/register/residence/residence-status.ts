/**
 * What a chosen residence means for registration here (docs/registration-pieces.md, "Residence"):
 * restricted (registration blocked, restrictedServicesNotice), served by another of our sites
 * (redirect dialog to its /register: the EU site or the global site), or allowed.
 */
import { siteByCode, type EditionSite } from '@/editions/edition-site';

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
  /** Every edition's site (`useEdition().sites`): a site code leads to the edition carrying it. */
  readonly sites: readonly EditionSite[];
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
    const site = siteByCode(rules.sites, guide.siteId);
    if (site && site.hosts.length > 0) {
      return { kind: 'redirect', edition: site.edition, siteId: guide.siteId };
    }
  }
  return { kind: 'allowed' };
}

/** A residence that blocks registration here: the submit opens the ban dialog instead. */
export function isResidenceBanned(status: ResidenceStatus): boolean {
  return status.kind === 'restricted';
}
