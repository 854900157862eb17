/**
 * The site-jump rule (docs/login.md, "Site jump"): after any sign-in (password, two-factor, QR,
 * third party), an account whose KYC country belongs to another regulated site is sent there.
 * Which site serves which accounts is manifest data (`siteJump` of every edition, carried to the
 * browser as `sites`); nothing here knows a site code.
 *
 * - The target is the site that carries the account's KYC country as an "own-kyc-country" site,
 *   else the home site.
 * - The current site counts as itself when it is an "own-kyc-country" site, else as the home
 *   site (a regional site serves the home site's accounts).
 * - No jump when the two are the same, or when either side `never` jumps.
 * - A `forced` current site sends every other account away, on every page and in every mode;
 *   otherwise the exempt pages and modes below never jump.
 */
import type { EditionSite } from '@/editions/edition-site';
import { siteByCode } from '@/editions/edition-site';

/** Pages and modes on which a sign-in happens; the spec's exempt list is every one but 'login'. */
export type SiteJumpContext = 'login' | 'oauth' | 'loginOnly' | 'register' | 'authorised' | 'demo';

const EXEMPT_CONTEXTS: readonly SiteJumpContext[] = [
  'oauth',
  'loginOnly',
  'register',
  'authorised',
  'demo',
];

export interface SiteJumpInput {
  /** result.country of the sign-in: the account's KYC country (a site code). */
  readonly kycCountry: string | null | undefined;
  /** The edition the visitor is on. */
  readonly current: EditionSite;
  /** Every edition's site (`useEdition().sites`). */
  readonly sites: readonly EditionSite[];
  readonly context: SiteJumpContext;
}

export type SiteJumpDecision =
  | { readonly jump: false }
  /** `forced`: the current site may only serve its own accounts; the visitor cannot stay. */
  | { readonly jump: true; readonly target: EditionSite; readonly forced: boolean };

/** The site an account belongs to: the site of its KYC country if it has one, else the home site. */
export function accountSite(
  kycCountry: string | null | undefined,
  sites: readonly EditionSite[],
): EditionSite | undefined {
  const own = siteByCode(sites, kycCountry);
  if (own?.siteJump.accounts === 'own-kyc-country') return own;
  return homeSite(sites);
}

/** The current site as the rule compares it: itself if it has accounts of its own, else home. */
export function comparedSite(
  current: EditionSite,
  sites: readonly EditionSite[],
): EditionSite | undefined {
  return current.siteJump.accounts === 'own-kyc-country' ? current : homeSite(sites);
}

export function homeSite(sites: readonly EditionSite[]): EditionSite | undefined {
  return sites.find((site) => site.siteJump.accounts === 'home');
}

export function decideSiteJump(input: SiteJumpInput): SiteJumpDecision {
  const target = accountSite(input.kycCountry, input.sites);
  const current = comparedSite(input.current, input.sites);
  if (!target || !current || target.edition === current.edition) return { jump: false };
  if (target.siteJump.never || current.siteJump.never) return { jump: false };
  const forced = current.siteJump.forced;
  if (!forced && EXEMPT_CONTEXTS.includes(input.context)) return { jump: false };
  return { jump: true, target, forced };
}
