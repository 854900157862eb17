/**
 * The browser leaves for the client only at the redirect URI pre_authorize verified (docs/oauth.md,
 * "The consent screen"): a `redirect_to` from the server must have that URI's scheme, host, port
 * and path, whatever it adds to the query. Anything else is refused on the page.
 */
const NEVER = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:']);

export function isVerifiedRedirect(target: string, verifiedUri: string): boolean {
  let to: URL;
  let verified: URL;
  try {
    to = new URL(target);
    verified = new URL(verifiedUri);
  } catch {
    return false;
  }
  return (
    !NEVER.has(to.protocol) &&
    to.protocol === verified.protocol &&
    to.host === verified.host &&
    to.pathname === verified.pathname &&
    to.username === '' &&
    to.password === ''
  );
}

/** Whether the server's verified redirect URI can be shown and compared at all. */
export function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
