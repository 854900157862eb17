/**
 * The one place that says where a redirect target may lead (docs/requests-and-errors.md,
 * "Redirect safety"): the page's own origin; the exchange's own domains, which are the
 * environment's `redirect.ownDomains` plus every edition's hosts (the sites); and the whitelisted
 * origins, which are the environment's `redirect.whitelistOrigins` plus the list of
 * GET /user/public/get-white-hosts. Every caller of `safeRedirectTarget` takes its context from
 * here.
 */
import type { RedirectSettings } from '@/config/environments';
import type { EditionSite } from '@/editions/edition-site';
import type { RedirectContext } from '@/lib/redirect-safety';

export interface RedirectSources {
  /** The page's own origin (`location.origin`). */
  readonly origin: string;
  /** The build's environment settings (`environment.redirect`). */
  readonly settings: RedirectSettings;
  /** Every edition's site, for their hosts. */
  readonly sites: readonly Pick<EditionSite, 'hosts'>[];
  /** The get-white-hosts list as far as it is known (white-hosts.ts). */
  readonly whiteHosts: readonly string[];
}

export function redirectContext(sources: RedirectSources): RedirectContext {
  return {
    origin: sources.origin,
    ownHosts: distinct([
      ...sources.settings.ownDomains,
      ...sources.sites.flatMap((site) => site.hosts),
    ]),
    whitelistOrigins: distinct([...sources.settings.whitelistOrigins, ...sources.whiteHosts]),
  };
}

/**
 * This origin only: a logged-in visitor who opens the register page did not come to leave the
 * site (docs/login.md, "Redirect destinations").
 */
export function sameOriginRedirectContext(origin: string): RedirectContext {
  return { origin, ownHosts: [], whitelistOrigins: [] };
}

function distinct(values: readonly string[]): readonly string[] {
  return [...new Set(values)];
}
