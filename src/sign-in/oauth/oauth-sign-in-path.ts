/**
 * The login and register pages of an OAuth flow (`/oauth-login`, `/tr/oauth-register`;
 * docs/oauth.md, "Routes"). Its own module so the login and register first loads carry this one
 * test and not the rest of the OAuth query handling.
 */
const OAUTH_SIGN_IN_PATH = /^\/(?:[^/]+\/)?oauth-(?:login|register)\/?$/i;

export function isOAuthSignInPath(pathname: string): boolean {
  return OAUTH_SIGN_IN_PATH.test(pathname);
}
