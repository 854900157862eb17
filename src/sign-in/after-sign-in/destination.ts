/**
 * Where a visitor goes after signing in or signing up (docs/login.md, "Redirect destinations"):
 * redirect_url when redirect safety allows it, else the first row of the landing table that
 * applies. One function for every flow; callers say what differs (a logged-in visitor on the
 * register page may only be sent within this origin, a new user gets ?newUser=true).
 */
import { isChinaHostname } from '@/lib/china-hostnames';
import { defaultLandingPath, miniAppDestination } from '@/lib/post-login-destination';
import { safeRedirectTarget, type RedirectContext } from '@/lib/redirect-safety';

export interface DestinationInput {
  readonly search: string;
  readonly hostname: string;
  /**
   * Hosts of the Chinese site: the login-entry config's `zhHostnameList`, or the default list
   * when the config has none (src/lib/china-hostnames.ts).
   */
  readonly zhHostnames: readonly string[];
  /** Where redirect_url may lead: this origin, own domains, whitelist (redirect-context.ts). */
  readonly redirect: RedirectContext;
  readonly language: string;
  readonly downloadsAllowed: boolean;
  readonly isMobile: boolean;
  /** Inside the chat app (its in-app browser or mini app). */
  readonly inChatApp: boolean;
  /** Inside the chat app's mini app: the campaign task page is the landing (docs/mini-app.md). */
  readonly inMiniApp?: boolean;
  /** The edition sends accounts without a KYC country to personal verification first (EU). */
  readonly personalVerificationFirst: boolean;
  /** The edition lands on the site's home rather than the dashboard (Turkey). */
  readonly landsOnSiteHome: boolean;
  readonly isNewUser: boolean;
  /**
   * Set when the sign-in is part of an OAuth request: `/{lang}/oauth` with the request, which
   * wins over everything else (docs/oauth.md, "Routes").
   */
  readonly oauthReturn?: string | undefined;
}

/**
 * The OAuth request's return when there is one, else redirect_url when it is safe, else the
 * mini app's task page inside the mini app, else the default landing. `account` is the sign-in's answer when
 * there is one: an account without a KYC country on a personal-verification-first edition has
 * not completed the verification the regulated site requires before anything else.
 */
export function signInDestination(
  input: DestinationInput,
  account?: { readonly country?: string | null | undefined },
): string {
  if (input.oauthReturn) return input.oauthReturn;
  const requested = new URLSearchParams(input.search).get('redirect_url');
  const safe = safeRedirectTarget(requested, input.redirect);
  if (safe) return safe;
  if (input.inMiniApp) return miniAppDestination(undefined, input.language);
  return defaultLandingPath({
    inChatApp: input.inChatApp,
    euAuthFlag: input.personalVerificationFirst && account !== undefined && !account.country,
    isChinaHost: isChinaHostname(input.hostname, input.zhHostnames),
    isTurkeyOrSearchHost: input.landsOnSiteHome,
    isMobile: input.isMobile,
    downloadsAllowed: input.downloadsAllowed,
    isNewUser: input.isNewUser,
    lang: input.language,
  });
}
