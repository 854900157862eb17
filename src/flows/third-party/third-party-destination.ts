/**
 * Where a third-party registration goes (register success): redirect_url when it is allowed,
 * else the default landing for a new user (login-and-shared.md §2 'Redirect destinations').
 */
import { defaultLandingPath } from '@/lib/post-login-destination';
import { safeRedirectTarget } from '@/lib/redirect-safety';

export interface RegisterDestinationInput {
  readonly search: string;
  readonly origin: string;
  readonly ownHosts: readonly string[];
  readonly language: string;
  readonly downloadsAllowed: boolean;
  readonly isMobile: boolean;
  readonly inChatApp: boolean;
  /** The edition lands on the site's home rather than the dashboard (Turkey). */
  readonly landsOnSiteHome: boolean;
}

export function registerSuccessDestination(input: RegisterDestinationInput): string {
  const requested = new URLSearchParams(input.search).get('redirect_url');
  const safe = safeRedirectTarget(requested, { origin: input.origin, ownHosts: input.ownHosts });
  if (safe) return safe;
  return defaultLandingPath({
    inChatApp: input.inChatApp,
    euAuthFlag: false,
    isChinaHost: false,
    isTurkeyOrSearchHost: input.landsOnSiteHome,
    isMobile: input.isMobile,
    downloadsAllowed: input.downloadsAllowed,
    isNewUser: true,
    lang: input.language,
  });
}
