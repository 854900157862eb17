/**
 * The string files (namespaces) of locales/<folder>/, and which of them each page needs at its
 * first render (docs/performance.md, "Locale bytes per page"). A page loads only its own list,
 * in the visitor's language only: a prerendered page carries it inline, the route waits for it
 * otherwise (app-routes.tsx). Each list of the login and register pages stays within 8 KiB
 * gzip per language.
 *
 * A namespace a page does not list loads when a part that uses it first renders, and that part
 * waits for it (`useTranslation(ns, { useSuspense: true })` inside a lazy chunk, a dialog or a
 * Suspense boundary): the dialogs (`dialogs`), the captcha, security-notice and risk steps and
 * the missing-code help (`verification`), the trading-password step (`tradingPassword`).
 */
export const namespaces = [
  'common',
  'login',
  'register',
  'registerExtras',
  'consent',
  'errors',
  'verification',
  'thirdParty',
  'dialogs',
  'retrieve',
  'oauth',
  'tradingPassword',
] as const;

export type Namespace = (typeof namespaces)[number];

/**
 * What each page route (by its name in app-routes.tsx) shows at first render. The prerendered
 * pages (login, register) are checked at build time: prerendering fails on a string looked up
 * outside the page's list (entry-server.tsx).
 */
export const pageNamespaces = {
  login: ['common', 'login', 'errors', 'thirdParty'],
  register: ['common', 'register', 'registerExtras', 'consent', 'errors', 'thirdParty'],
  'sub-account-login': ['common', 'login', 'errors'],
  'self-unblock': ['common', 'login', 'errors'],
  'third-party': ['common', 'login', 'thirdParty', 'errors'],
  retrieve: ['common', 'retrieve', 'errors'],
  oauth: ['common', 'oauth', 'errors'],
} as const satisfies Record<string, readonly Namespace[]>;

/** Pages not listed above (the sandbox's account stand-in, feature pages, the 404 page). */
export const otherPageNamespaces: readonly Namespace[] = ['common', 'errors'];

export function namespacesOfPage(name: string): readonly Namespace[] {
  return Object.hasOwn(pageNamespaces, name)
    ? pageNamespaces[name as keyof typeof pageNamespaces]
    : otherPageNamespaces;
}
