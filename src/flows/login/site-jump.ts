/**
 * The site-jump rule (login-and-shared.md §4 'Site-jump rule'): after a login, an account whose
 * KYC country belongs to another regulated site is sent there. Only three sites take accounts
 * by KYC country: Hong Kong, the Netherlands and the global site; every other site code counts
 * as the global site for this comparison (an EU or Turkey site serves global-site accounts).
 */

export const GLOBAL_SITE = 'global';
export const JUMP_SITES = ['HKG', GLOBAL_SITE, 'NLD'] as const;
export type JumpSite = (typeof JUMP_SITES)[number];

/** Pages and modes on which no jump is offered (the spec's list). */
export type SiteJumpContext = 'login' | 'oauth' | 'loginOnly' | 'register' | 'authorised' | 'demo';

const EXEMPT_CONTEXTS: readonly SiteJumpContext[] = [
  'oauth',
  'loginOnly',
  'register',
  'authorised',
  'demo',
];

export interface SiteJumpInput {
  /** result.country of the login: the account's KYC country (3-letter style site code). */
  readonly kycCountry: string | null | undefined;
  /** The site code of the edition the visitor is on (manifest.siteCode). */
  readonly currentSite: string;
  readonly context: SiteJumpContext;
}

export type SiteJumpDecision =
  | { readonly jump: false }
  /** `forced`: the visitor is on the Netherlands site, which may not be used by others. */
  | { readonly jump: true; readonly targetSite: JumpSite; readonly forced: boolean };

/** The site an account belongs to: its KYC country when that is HKG, global or NLD, else global. */
export function siteJumpTarget(kycCountry: string | null | undefined): JumpSite {
  const code = (kycCountry ?? '').trim();
  if (code === 'HKG' || code === 'NLD') return code;
  return GLOBAL_SITE;
}

/** The current site as the rule compares it: HKG and NLD stay, every other site is global. */
export function normaliseSite(siteCode: string): JumpSite {
  return siteJumpTarget(siteCode.toLowerCase() === GLOBAL_SITE ? GLOBAL_SITE : siteCode);
}

export function decideSiteJump(input: SiteJumpInput): SiteJumpDecision {
  const target = siteJumpTarget(input.kycCountry);
  const current = normaliseSite(input.currentSite);
  if (target === current) return { jump: false };
  // Hong Kong accounts and the Hong Kong site never jump, either way.
  if (target === 'HKG' || current === 'HKG') return { jump: false };
  // 'NLD forces the jump': the Netherlands site may only serve its own accounts, so a visitor
  // there with another account leaves whatever the page or mode. (Read this way, every clause
  // of the rule matters: an NLD account on the global site is still exempt on the listed pages.)
  const forced = current === 'NLD';
  if (!forced && EXEMPT_CONTEXTS.includes(input.context)) return { jump: false };
  return { jump: true, targetSite: target, forced };
}

/** Edition id serving a jump site (edition ids are the site codes in lower case). */
export function editionOfSite(site: JumpSite): string {
  return site.toLowerCase();
}
