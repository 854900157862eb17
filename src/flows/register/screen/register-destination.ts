import { defaultLandingPath } from '@/lib/post-login-destination';
import { safeRedirectTarget } from '@/lib/redirect-safety';

export interface RegisterDestinationInput {
  readonly search: string;
  readonly origin: string;
  readonly language: string;
  readonly downloadsAllowed: boolean;
  readonly isMobile: boolean;
  /** The edition lands on the site's home rather than the dashboard (Turkey). */
  readonly landsOnSiteHome: boolean;
}

function landing(input: RegisterDestinationInput, isNewUser: boolean): string {
  return defaultLandingPath({
    inChatApp: false,
    euAuthFlag: false,
    isChinaHost: false,
    isTurkeyOrSearchHost: input.landsOnSiteHome,
    isMobile: input.isMobile,
    downloadsAllowed: input.downloadsAllowed,
    isNewUser,
    lang: input.language,
  });
}

function redirectUrl(search: string): string | null {
  return new URLSearchParams(search).get('redirect_url');
}

/**
 * An already logged-in visitor on the register page (registration §2): redirect_url when it is
 * same-origin (absolute, protocol-relative or a path), else the default post-login destination.
 * Sign-in pages are never a target, so the visitor cannot loop back here.
 */
export function loggedInDestination(input: RegisterDestinationInput): string {
  const sameOrigin = safeRedirectTarget(redirectUrl(input.search), {
    origin: input.origin,
    ownHosts: [],
  });
  return sameOrigin ?? landing(input, false);
}

/**
 * After a registration (registration §4 success): a safe redirect_url (same origin or the
 * product's own domains), else the default destination with newUser=true.
 */
export function registeredDestination(
  input: RegisterDestinationInput & { readonly ownHosts: readonly string[] },
): string {
  const safe = safeRedirectTarget(redirectUrl(input.search), {
    origin: input.origin,
    ownHosts: input.ownHosts,
  });
  return safe ?? landing(input, true);
}
