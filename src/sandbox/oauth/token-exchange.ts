/**
 * The token endpoint's decision (RFC 6749 §4.1.3 and §5, RFC 7636 §4.6): an authorisation code
 * for an access token, once. The HTTP side (form or JSON body, Basic authentication) is in
 * handlers/oauth-handlers.ts.
 */
import { randomHex } from '../lib/random-id';
import type { SandboxState } from '../state/sandbox-state';
import { findOAuthClient } from './oauth-clients';
import { OAUTH_ACCESS_TOKEN_TTL_S } from './oauth-state';
import { isCodeVerifier, s256Challenge } from './pkce';

export type TokenErrorCode =
  'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

export interface TokenRequest {
  readonly grantType: string | undefined;
  readonly code: string | undefined;
  readonly redirectUri: string | undefined;
  readonly clientId: string | undefined;
  readonly clientSecret: string | undefined;
  readonly codeVerifier: string | undefined;
}

export type TokenOutcome =
  | {
      readonly ok: true;
      readonly body: {
        readonly access_token: string;
        readonly token_type: 'Bearer';
        readonly expires_in: number;
        readonly scope: string;
      };
    }
  | { readonly ok: false; readonly error: TokenErrorCode; readonly description: string };

export function exchangeCode(state: SandboxState, request: TokenRequest): TokenOutcome {
  const refuse = (error: TokenErrorCode, description: string): TokenOutcome => ({
    ok: false,
    error,
    description,
  });
  if (request.grantType === undefined) return refuse('invalid_request', 'grant_type is missing');
  if (request.grantType !== 'authorization_code') {
    return refuse('unsupported_grant_type', 'only grant_type=authorization_code is supported');
  }
  for (const [name, value] of [
    ['code', request.code],
    ['redirect_uri', request.redirectUri],
    ['client_id', request.clientId],
  ] as const) {
    if (value === undefined) return refuse('invalid_request', `${name} is missing`);
  }
  const client = findOAuthClient(request.clientId);
  if (!client) return refuse('invalid_client', 'unknown client_id');
  if (request.clientSecret !== undefined && request.clientSecret !== client.clientSecret) {
    return refuse('invalid_client', 'client authentication failed');
  }

  const issued = request.code === undefined ? undefined : state.oauth.codes.get(request.code);
  if (!issued) return refuse('invalid_grant', 'the code is unknown');
  if (issued.used) return refuse('invalid_grant', 'the code was already used');
  if (state.settings.now() >= issued.expiresAtMs) {
    return refuse('invalid_grant', 'the code expired');
  }
  if (issued.clientId !== client.clientId) {
    return refuse('invalid_grant', 'the code was issued to another client');
  }
  if (issued.redirectUri !== request.redirectUri) {
    return refuse('invalid_grant', 'redirect_uri differs from the authorisation request');
  }

  if (issued.codeChallenge !== undefined) {
    // A public client proves itself with the verifier (a confidential one may add its secret).
    if (request.codeVerifier === undefined) {
      return refuse('invalid_grant', 'code_verifier is required for this code');
    }
    if (!isCodeVerifier(request.codeVerifier)) {
      return refuse('invalid_request', 'code_verifier must be 43-128 unreserved characters');
    }
    if (s256Challenge(request.codeVerifier) !== issued.codeChallenge) {
      return refuse('invalid_grant', 'code_verifier does not match the code_challenge');
    }
  } else {
    if (request.codeVerifier !== undefined) {
      return refuse('invalid_grant', 'the authorisation request had no code_challenge');
    }
    if (request.clientSecret === undefined) {
      return refuse('invalid_client', 'client_secret is required without PKCE');
    }
  }

  issued.used = true;
  return {
    ok: true,
    body: {
      access_token: `oat_${randomHex(24)}`,
      token_type: 'Bearer',
      expires_in: OAUTH_ACCESS_TOKEN_TTL_S,
      scope: issued.scopes.join(' '),
    },
  };
}
