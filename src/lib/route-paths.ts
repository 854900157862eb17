/**
 * Route paths, defined once: the app's routes and every link between its pages use these. Every
 * route also accepts a locale prefix (`/tr/login`).
 */
export const paths = {
  login: '/login',
  register: '/register',
  signUp: '/sign-up',
  invite: '/invite',
  /**
   * The spec's other sign-up and sign-in routes (docs/registration.md, "Routes and the screens
   * they show"): each shows one of this app's screens.
   */
  web2: '/web2',
  channelRegister: '/channel-register',
  friendInvite: '/friend-invite',
  earnTgPage: '/earn/tg-page',
  autoBanAccount: '/app/user/auto-ban-account',
  securityItemFind: '/app/user/security-item-find',
  /** The third-party sign-in block alone (the widget's `third-party` view). */
  thirdParty: '/third-party',
  dashboard: '/dashboard',
  retrieve: '/app/user/retrieve',
  /** The exchange's account information page (a guide-type target). */
  accountInfo: '/app/user/account-info',
  subAccountLogin: '/app/user/sub-account-login',
  selfUnblock: '/self-unblock',
  download: '/download',
  security: '/app/user/security',
  /** The mini app's entry: the bot opens it; a login page that Telegram Web may frame. */
  miniAppEntry: '/telegram-register-login',
  /** The mini app's campaign task page, where a sign-in inside the mini app lands. */
  miniAppTask: '/min-app/task',
  /** The exchange's account-verification pages (personal verification, step2). */
  accountAuth: '/user/accounts/auth',
  /** OAuth authorisation (docs/oauth.md, "Routes"). */
  oauth: '/oauth',
  oauthLogin: '/oauth-login',
  oauthRegister: '/oauth-register',
  oauthAuthorized: '/oauth-authorized',
  /** The older path of the consent page. */
  authorized: '/authorized',
  /** The Turkey bridge's popup on the main site (docs/turkey-bridge.md). */
  turkeyBridge: '/tr-authorized',
} as const;

/** Prefixes a path with the locale segment the visitor arrived with (none stays none). */
export function localePath(prefix: string | undefined, path: string): string {
  return prefix ? `/${prefix}${path}` : path;
}

/** The route pattern of a path, relative to the locale segment (`/login` → `login`). */
export function routePattern(path: string): string {
  return path.replace(/^\//, '');
}
