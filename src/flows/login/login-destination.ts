import { defaultLandingPath } from '@/lib/post-login-destination';
import { safeRedirectTarget } from '@/lib/redirect-safety';

export interface DestinationInput {
  readonly search: string;
  readonly origin: string;
  readonly ownHosts: readonly string[];
  readonly language: string;
  readonly downloadsAllowed: boolean;
  readonly isMobile: boolean;
  /** The edition lands on the site's home rather than the dashboard (Turkey). */
  readonly landsOnSiteHome: boolean;
}

/** redirect_url when it is safe (spec §5), else the default landing of spec §2. */
export function loginDestination(input: DestinationInput): string {
  const requested = new URLSearchParams(input.search).get('redirect_url');
  const safe = safeRedirectTarget(requested, { origin: input.origin, ownHosts: input.ownHosts });
  if (safe) return safe;
  return defaultLandingPath({
    inChatApp: false,
    euAuthFlag: false,
    isChinaHost: false,
    isTurkeyOrSearchHost: input.landsOnSiteHome,
    isMobile: input.isMobile,
    downloadsAllowed: input.downloadsAllowed,
    isNewUser: false,
    lang: input.language,
  });
}
