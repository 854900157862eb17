/**
 * pre_authorize's checks of the OAuth query, in the order docs/oauth.md ("The calls") gives
 * them. Read with URLSearchParams from the raw query string, so `state` keeps every byte the
 * client sent.
 */
import { OAUTH_QUERY_FIELDS } from '../../api/endpoints/oauth';
import type { OAuthClient, OAuthScope } from './oauth-clients';
import { findOAuthClient, isOAuthScope, isRegisteredRedirectUri } from './oauth-clients';

/** The RFC 6749 / RFC 7636 error codes a verified request can send back to the client. */
export type OAuthRedirectError = 'invalid_request' | 'unsupported_response_type' | 'invalid_scope';

export type AuthorisationQueryCheck =
  /** No verified client: nothing may navigate to the given redirect URI. */
  | { readonly kind: 'unknown-client'; readonly reason: string }
  | { readonly kind: 'unregistered-redirect-uri'; readonly reason: string }
  /** Client and redirect URI verified, the request refused: the client hears it at its URI. */
  | {
      readonly kind: 'redirect-error';
      readonly client: OAuthClient;
      readonly redirectUri: string;
      readonly state: string | undefined;
      readonly error: OAuthRedirectError;
      readonly description: string;
    }
  | {
      readonly kind: 'valid';
      readonly client: OAuthClient;
      readonly redirectUri: string;
      readonly state: string | undefined;
      /** As requested, each once. */
      readonly scopes: readonly OAuthScope[];
      readonly codeChallenge: string | undefined;
    };

/** RFC 7636 §4.2: BASE64URL of a SHA-256 digest is 43 characters; the verifier alphabet. */
const CODE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/** Checks the query string of an authorisation request (with or without its leading `?`). */
export function checkAuthorisationQuery(search: string): AuthorisationQueryCheck {
  const params = new URLSearchParams(search);
  const single = (name: string): string | undefined => {
    const values = params.getAll(name);
    return values.length === 1 ? values[0] : undefined;
  };

  // A client or redirect URI given twice cannot be verified: both count as missing.
  const client = findOAuthClient(single('client_id'));
  if (!client) {
    return {
      kind: 'unknown-client',
      reason: params.has('client_id')
        ? 'client_id is unknown or given more than once'
        : 'client_id is missing',
    };
  }
  const redirectUri = single('redirect_uri');
  if (redirectUri === undefined || !isRegisteredRedirectUri(client, redirectUri)) {
    return {
      kind: 'unregistered-redirect-uri',
      reason: params.has('redirect_uri')
        ? `redirect_uri is not registered for ${client.clientId} or given more than once`
        : 'redirect_uri is missing',
    };
  }

  // A state given twice is not sent back: neither value is the one the client will check.
  const state = single('state');
  const refuse = (error: OAuthRedirectError, description: string): AuthorisationQueryCheck => ({
    kind: 'redirect-error',
    client,
    redirectUri,
    state,
    error,
    description,
  });

  // None of RFC 6749 §4.1.1's and RFC 7636 §4.3's parameters may be given twice (§3.1).
  const repeated = OAUTH_QUERY_FIELDS.find((name) => params.getAll(name).length > 1);
  if (repeated) return refuse('invalid_request', `${repeated} is given more than once`);
  const responseType = single('response_type');
  if (responseType === undefined) return refuse('invalid_request', 'response_type is missing');
  if (responseType !== 'code') {
    return refuse('unsupported_response_type', 'only response_type=code is supported');
  }

  const scopeCheck = checkScopes(client, single('scope'));
  if (typeof scopeCheck === 'string') return refuse('invalid_scope', scopeCheck);

  const codeChallenge = single('code_challenge');
  const method = single('code_challenge_method');
  if (codeChallenge === undefined && method !== undefined) {
    return refuse('invalid_request', 'code_challenge_method without code_challenge');
  }
  if (codeChallenge !== undefined) {
    if (method !== 'S256') return refuse('invalid_request', 'code_challenge_method must be S256');
    if (!CODE_CHALLENGE.test(codeChallenge)) {
      return refuse('invalid_request', 'code_challenge is not a BASE64URL S256 challenge');
    }
  }

  return { kind: 'valid', client, redirectUri, state, scopes: scopeCheck, codeChallenge };
}

/** The requested scopes (space-delimited, RFC 6749 §3.3), or why they are refused. */
function checkScopes(client: OAuthClient, scope: string | undefined): OAuthScope[] | string {
  const requested = [...new Set((scope ?? '').split(' ').filter(Boolean))];
  if (requested.length === 0) return 'scope is missing';
  const scopes: OAuthScope[] = [];
  for (const name of requested) {
    if (!isOAuthScope(name)) return `unknown scope ${name}`;
    if (!client.allowedScopes.includes(name)) {
      return `scope ${name} is not allowed for ${client.clientId}`;
    }
    scopes.push(name);
  }
  return scopes;
}

/**
 * The redirect URI with the answer's parameters appended (absent values left out): URL and
 * URLSearchParams do the encoding, so the client reads back exactly the values given.
 */
export function redirectWith(
  redirectUri: string,
  parameters: ReadonlyArray<readonly [string, string | undefined]>,
): string {
  const url = new URL(redirectUri);
  for (const [name, value] of parameters) {
    if (value !== undefined) url.searchParams.append(name, value);
  }
  // URL drops a default port (`http://127.0.0.1:80/…`); the answer must still start with the
  // redirect URI exactly as verified, which is what the front end checks before navigating.
  return url.href.startsWith(redirectUri) ? url.href : `${redirectUri}${url.search}`;
}
