/**
 * The OAuth flow's own paths (docs/oauth.md, "Routes"), in a module of their own so the login
 * and register first loads carry these two tests and not the rest of the OAuth query handling.
 */
const OAUTH_SIGN_IN_PATH = /^\/(?:[^/]+\/)?oauth-(?:login|register)\/?$/i;
const OAUTH_RETURN_PATH = /^\/(?:[^/?#]+\/)?oauth(?:\?|$)/;

/** The login and register pages of an OAuth flow (`/oauth-login`, `/tr/oauth-register`). */
export function isOAuthSignInPath(pathname: string): boolean {
  return OAUTH_SIGN_IN_PATH.test(pathname);
}

/** Where a sign-in for an OAuth request ends: `/{lang}/oauth?…` (oauth-query.ts). */
export function isOAuthReturnPath(path: string): boolean {
  return OAUTH_RETURN_PATH.test(path);
}
