/**
 * Headers of the OAuth pages (docs/oauth.md, "Framing and headers"): the consent flow may be
 * framed only by the origins its client registered for iframe mode, else by nobody; and the
 * request's query (state, PKCE challenge) never leaves the site in a Referer. Any server in front of the
 * built editions sends these; the preview server does, from the sandbox's client registry.
 */
export const OAUTH_PAGE =
  /^\/(?:[^/]+\/)?(?:oauth|oauth-login|oauth-register|oauth-authorized|authorized)\/?$/i;

/** A frame-ancestors source: scheme, host and an optional port or `*`; nothing else passes. */
const SOURCE = /^https?:\/\/(?:\[[0-9a-f:]+\]|[a-z0-9.-]+)(?::(?:\d{1,5}|\*))?$/i;

export function isOAuthPage(pathname: string): boolean {
  return OAUTH_PAGE.test(pathname);
}

export function oauthPageHeaders(
  url: URL,
  frameOriginsFor: (clientId: string) => readonly string[],
): Record<string, string> {
  if (!isOAuthPage(url.pathname)) return {};
  const clientId = url.searchParams.get('client_id');
  const origins = (clientId ? frameOriginsFor(clientId) : []).filter((o) => SOURCE.test(o));
  const headers: Record<string, string> = { 'referrer-policy': 'same-origin' };
  if (origins.length === 0) {
    headers['content-security-policy'] = "frame-ancestors 'none'";
    headers['x-frame-options'] = 'DENY';
  } else {
    // X-Frame-Options cannot name several origins; browsers that know frame-ancestors obey it.
    headers['content-security-policy'] = `frame-ancestors ${origins.join(' ')}`;
  }
  return headers;
}
