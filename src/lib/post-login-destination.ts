/**
 * Where a visitor lands after logging in when no (allowed) redirect target was given, and the
 * fixed destinations of the other post-login cases (docs/login.md, "Redirect destinations").
 */
import { localePath, paths } from './route-paths';

export interface LandingContext {
  /** Inside the chat-app mini app / web view. */
  readonly inChatApp: boolean;
  /** EU edition with the personal-verification flag set. */
  readonly euAuthFlag: boolean;
  readonly isChinaHost: boolean;
  /** A Turkey host or a host of the web-search provider's site. */
  readonly isTurkeyOrSearchHost: boolean;
  readonly isMobile: boolean;
  /** The edition allows app downloads (mobile visitors then land on the download page). */
  readonly downloadsAllowed: boolean;
  readonly isNewUser: boolean;
  /** Language segment of the URL, e.g. `en` or `tr-TUR`. */
  readonly lang: string;
}

export const PERSONAL_VERIFICATION_PATH = `${paths.accountAuth}/personal`;
/** After a third-party login that has no success callback. */
export const THIRD_PARTY_LOGIN_FALLBACK_PATH = `${paths.accountAuth}/step2?type=experienced`;
export const SECURITY_CENTRE_PATH = paths.security;

/** The checks run in the order the spec lists them; the first that applies wins. */
export function defaultLandingPath(context: LandingContext): string {
  const { lang } = context;
  const newUserQuery = context.isNewUser ? '?newUser=true' : '';
  if (context.inChatApp) return `/${lang}/tg-app/app/home/`;
  if (context.euAuthFlag) return PERSONAL_VERIFICATION_PATH;
  if (context.isChinaHost) return `/${lang}`;
  if (context.isTurkeyOrSearchHost) return `/${lang}`;
  if (context.isMobile && context.downloadsAllowed) {
    return `${localePath(lang, paths.download)}${newUserQuery}`;
  }
  return `${localePath(lang, paths.dashboard)}${newUserQuery}`;
}

export type GuideType =
  'guide_complete_kyc' | 'reject_guide_customer' | 'guide_trust_first' | 'guide_account_info';

/**
 * Destination for a login that comes back with a guide type. The spec names the first two types;
 * it lists `/app/user/retrieve?from=trustFirst` and `/app/user/account-info` as other targets
 * without their types, so `guide_trust_first` and `guide_account_info` are ours
 * (docs/login.md, "Redirect destinations").
 */
export function guideRedirectPath(guideType: GuideType | (string & {}), lang: string): string {
  switch (guideType) {
    case 'guide_complete_kyc':
      return PERSONAL_VERIFICATION_PATH;
    case 'reject_guide_customer':
      return `/${lang}/help-center/s/webform`;
    case 'guide_trust_first':
      return `${paths.retrieve}?from=trustFirst`;
    case 'guide_account_info':
      return paths.accountInfo;
    default:
      return SECURITY_CENTRE_PATH;
  }
}

/**
 * In the mini-app flow the redirect_url is used when it is a string. Pass the output of
 * `safeRedirectTarget`, never the raw query value.
 */
export function miniAppDestination(redirectUrl: unknown, lang: string): string {
  return typeof redirectUrl === 'string' ? redirectUrl : `/${lang}/min-app/task`;
}

/** After a successful OAuth pre-authorisation, the original OAuth query is carried over. */
export function oauthAuthorisedPath(lang: string, search: string): string {
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  return `/${lang}/oauth-authorized${query}`;
}
