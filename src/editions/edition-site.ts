import type { EditionManifest } from './manifest-schema';

/**
 * One edition as the others see it: which site code it carries, where it is served and its part
 * in the site-jump rule. The build writes one per edition into `virtual:edition` (`sites`), so
 * "which edition serves site code X" is data, never a string transformation of the code
 * (docs/editions.md, "Sites and site jumps").
 */
export interface EditionSite {
  readonly edition: string;
  readonly siteCode: string;
  /** Hosts of the environment the bundle was built for; the first is the canonical one. */
  readonly hosts: readonly string[];
  readonly siteJump: EditionManifest['siteJump'];
  readonly residenceRedirectWording: EditionManifest['register']['residenceRedirectWording'];
}

/** The edition that carries a site code, if any (site codes are compared case-insensitively). */
export function siteByCode(
  sites: readonly EditionSite[],
  siteCode: string | null | undefined,
): EditionSite | undefined {
  const code = (siteCode ?? '').trim().toLowerCase();
  if (code === '') return undefined;
  return sites.find((site) => site.siteCode.toLowerCase() === code);
}

export function siteByEdition(
  sites: readonly EditionSite[],
  edition: string,
): EditionSite | undefined {
  return sites.find((site) => site.edition === edition);
}

/** Every edition's hosts by edition id (the bundle carries them once, in `sites`). */
export function editionHostsOf(sites: readonly EditionSite[]): Record<string, readonly string[]> {
  return Object.fromEntries(sites.map((site) => [site.edition, site.hosts]));
}
