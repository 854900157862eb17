/**
 * The OAuth request's query (docs/oauth.md, "Routes"): the spec's five fields and PKCE's two,
 * carried between the OAuth pages byte for byte as they arrived. It is never decoded and
 * re-encoded on the way, so `state` reaches the server, and the client, exactly as sent.
 */
import { OAUTH_QUERY_FIELDS } from '@/api/endpoints/oauth';
import { localePath, paths } from '@/lib/route-paths';
import { isOAuthSignInPath } from './oauth-sign-in-path';

const FIELDS: ReadonlySet<string> = new Set(OAUTH_QUERY_FIELDS);

function decodedName(segment: string): string {
  const name = segment.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** The OAuth fields of `search` (with or without `?`), as raw `name=value` pairs joined by `&`. */
export function oauthQueryOf(search: string): string {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  return raw
    .split('&')
    .filter((segment) => segment !== '' && FIELDS.has(decodedName(segment)))
    .join('&');
}

/** `?` and the query, or nothing for an empty one. */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/**
 * Whether this page signs a visitor in for an OAuth request: an OAuth login or register path, or
 * a page reached from one (`from=oauth`, the sub-account login) that still carries the request.
 */
export function isOAuthSignIn(pathname: string, search: string): boolean {
  if (isOAuthSignInPath(pathname)) return true;
  const params = new URLSearchParams(search);
  return params.get('from') === 'oauth' && params.has('client_id');
}

/**
 * Where a sign-in that is part of an OAuth request ends: back at `/{lang}/oauth` with the
 * request, which asks the server again now that there is a session. Undefined for other sign-ins.
 */
export function oauthReturnPath(
  pathname: string,
  search: string,
  language: string,
): string | undefined {
  if (!isOAuthSignIn(pathname, search)) return undefined;
  return withQuery(localePath(language, paths.oauth), oauthQueryOf(search));
}

/**
 * The other sign-in page of the same OAuth request (login ↔ register), or undefined outside one:
 * switching between logging in and signing up keeps the request.
 */
export function oauthSignInLink(
  to: 'login' | 'register',
  location: { readonly pathname: string; readonly search: string },
  localePrefix: string | undefined,
): string | undefined {
  if (!isOAuthSignIn(location.pathname, location.search)) return undefined;
  const path = to === 'login' ? paths.oauthLogin : paths.oauthRegister;
  return withQuery(localePath(localePrefix, path), oauthQueryOf(location.search));
}
