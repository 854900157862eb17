/**
 * What the sandbox remembers about OAuth authorisation (docs/oauth.md, "The calls"): the
 * requests pre_authorize verified and that wait for a decision, the scopes each account granted
 * to each client, and the authorisation codes not yet exchanged. Plain data inside SandboxState,
 * so a reset clears it with everything else.
 */
import type { OAuthScope } from './oauth-clients';

/** How long a verified request may wait for confirm_auth and authorize. */
export const OAUTH_REQUEST_TTL_MS = 10 * 60 * 1000;
/** How long a confirm_token (the fresh verification before a sensitive grant) stays good. */
export const OAUTH_CONFIRM_TTL_MS = 5 * 60 * 1000;
/** How long an authorisation code may wait for its exchange. */
export const OAUTH_CODE_TTL_MS = 60 * 1000;
/** How long an access token would be good for (the sandbox answers it, nothing checks it). */
export const OAUTH_ACCESS_TOKEN_TTL_S = 3600;

/** A request pre_authorize verified, bound to the session that asked. */
export interface PendingAuthorisation {
  readonly requestId: string;
  /** The UserToken of the session that called pre_authorize. */
  readonly sessionToken: string;
  readonly accountKey: string;
  readonly clientId: string;
  /** The redirect URI as the request gave it (verified against the client's registered ones). */
  readonly redirectUri: string;
  /** Exactly as the client sent it; undefined when the request had none. */
  readonly state: string | undefined;
  readonly scopes: readonly OAuthScope[];
  /** The PKCE S256 challenge, when the request had one. */
  readonly codeChallenge: string | undefined;
  readonly createdAtMs: number;
  /** A sensitive scope not yet granted is asked for: Allow needs a confirm_token. */
  readonly stepUpRequired: boolean;
  /** Set by the first authorize, allow or deny; the request is spent. */
  decided: boolean;
  /** confirm_token to its expiry (epoch ms). */
  readonly confirmTokens: Map<string, number>;
}

/** An authorisation code waiting for its exchange at the token endpoint. */
export interface IssuedCode {
  readonly code: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly codeChallenge: string | undefined;
  readonly accountKey: string;
  readonly scopes: readonly OAuthScope[];
  readonly expiresAtMs: number;
  /** Set by the first successful exchange; a second one is invalid_grant. */
  used: boolean;
}

export interface OAuthSandboxState {
  /** request_id to the request. */
  readonly requests: Map<string, PendingAuthorisation>;
  /** Account key to client id to the scopes granted so far (the union of every grant). */
  readonly grants: Map<string, Map<string, Set<OAuthScope>>>;
  /** Authorisation code to what it was issued for. */
  readonly codes: Map<string, IssuedCode>;
}

export function createOAuthState(): OAuthSandboxState {
  return { requests: new Map(), grants: new Map(), codes: new Map() };
}
