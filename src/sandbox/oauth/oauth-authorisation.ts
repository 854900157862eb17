/**
 * The life of an authorisation request (docs/oauth.md, "The calls"): pre_authorize opens it for
 * one session, confirm_auth hands out confirm tokens, the first authorize decides it. Remembered
 * grants and authorisation codes are kept here too. Pure functions over the sandbox state; the
 * HTTP side is handlers/oauth-handlers.ts.
 */
import { randomHex } from '../lib/random-id';
import type { SandboxState } from '../state/sandbox-state';
import { redirectWith } from './authorisation-query';
import type { OAuthClient, OAuthScope } from './oauth-clients';
import { isSensitiveScope } from './oauth-clients';
import type { IssuedCode, OAuthSandboxState, PendingAuthorisation } from './oauth-state';
import { OAUTH_CODE_TTL_MS, OAUTH_CONFIRM_TTL_MS, OAUTH_REQUEST_TTL_MS } from './oauth-state';

/** The scopes the account granted this client so far (empty when none). */
export function grantedScopes(
  oauth: OAuthSandboxState,
  accountKey: string,
  clientId: string,
): ReadonlySet<OAuthScope> {
  return oauth.grants.get(accountKey)?.get(clientId) ?? new Set();
}

/** Adds `scopes` to what the account granted the client: the remembered grant is the union. */
export function rememberGrant(
  oauth: OAuthSandboxState,
  accountKey: string,
  clientId: string,
  scopes: readonly OAuthScope[],
): void {
  let byClient = oauth.grants.get(accountKey);
  if (!byClient) {
    byClient = new Map();
    oauth.grants.set(accountKey, byClient);
  }
  const granted = byClient.get(clientId) ?? new Set<OAuthScope>();
  for (const scope of scopes) granted.add(scope);
  byClient.set(clientId, granted);
}

export interface ScopeView {
  readonly scope: OAuthScope;
  readonly sensitive: boolean;
  readonly granted: boolean;
}

export interface ScopeAssessment {
  readonly scopes: readonly ScopeView[];
  /** False when every requested scope was granted before: no consent screen. */
  readonly consentRequired: boolean;
  /** A sensitive scope not granted before is requested: Allow needs a fresh verification. */
  readonly stepUpRequired: boolean;
}

export function assessScopes(
  requested: readonly OAuthScope[],
  granted: ReadonlySet<OAuthScope>,
): ScopeAssessment {
  const scopes = requested.map((scope) => ({
    scope,
    sensitive: isSensitiveScope(scope),
    granted: granted.has(scope),
  }));
  return {
    scopes,
    consentRequired: scopes.some((view) => !view.granted),
    stepUpRequired: scopes.some((view) => view.sensitive && !view.granted),
  };
}

export interface NewAuthorisationRequest {
  readonly sessionToken: string;
  readonly accountKey: string;
  readonly client: OAuthClient;
  readonly redirectUri: string;
  readonly state: string | undefined;
  readonly scopes: readonly OAuthScope[];
  readonly codeChallenge: string | undefined;
  readonly stepUpRequired: boolean;
}

export function openAuthorisationRequest(
  state: SandboxState,
  input: NewAuthorisationRequest,
): PendingAuthorisation {
  const now = state.settings.now();
  forgetExpired(state.oauth, now);
  const request: PendingAuthorisation = {
    requestId: `oar_${randomHex(16)}`,
    sessionToken: input.sessionToken,
    accountKey: input.accountKey,
    clientId: input.client.clientId,
    redirectUri: input.redirectUri,
    state: input.state,
    scopes: input.scopes,
    codeChallenge: input.codeChallenge,
    createdAtMs: now,
    stepUpRequired: input.stepUpRequired,
    decided: false,
    confirmTokens: new Map(),
  };
  state.oauth.requests.set(request.requestId, request);
  return request;
}

/**
 * The request `requestId` names, when it is still open for this session: known, opened by the
 * same session, younger than 10 minutes and not decided yet.
 */
export function findOpenRequest(
  state: SandboxState,
  requestId: string | undefined,
  sessionToken: string,
): PendingAuthorisation | undefined {
  const request = requestId === undefined ? undefined : state.oauth.requests.get(requestId);
  if (!request || request.sessionToken !== sessionToken || request.decided) return undefined;
  if (state.settings.now() - request.createdAtMs >= OAUTH_REQUEST_TTL_MS) return undefined;
  return request;
}

/** A confirm token for Allow, good for 5 minutes. */
export function issueConfirmToken(state: SandboxState, request: PendingAuthorisation): string {
  const token = `oct_${randomHex(16)}`;
  request.confirmTokens.set(token, state.settings.now() + OAUTH_CONFIRM_TTL_MS);
  return token;
}

/** Whether Allow may go ahead: no step-up needed, or a confirm token of this request still good. */
export function mayAllow(
  state: SandboxState,
  request: PendingAuthorisation,
  confirmToken: string | undefined,
): boolean {
  if (!request.stepUpRequired) return true;
  const expiresAtMs =
    confirmToken === undefined ? undefined : request.confirmTokens.get(confirmToken);
  return expiresAtMs !== undefined && state.settings.now() < expiresAtMs;
}

/** Deny: the request is spent; the client hears access_denied with its state. */
export function denyRequest(request: PendingAuthorisation): string {
  request.decided = true;
  request.confirmTokens.clear();
  return redirectWith(request.redirectUri, [
    ['error', 'access_denied'],
    ['error_description', 'The user denied the request'],
    ['state', request.state],
  ]);
}

/**
 * Allow: the request is spent, the scopes join the remembered grant, and the client gets a
 * single-use code (60 s) with its state.
 */
export function allowRequest(state: SandboxState, request: PendingAuthorisation): string {
  request.decided = true;
  request.confirmTokens.clear();
  rememberGrant(state.oauth, request.accountKey, request.clientId, request.scopes);
  const issued: IssuedCode = {
    code: `oac_${randomHex(20)}`,
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    accountKey: request.accountKey,
    scopes: request.scopes,
    expiresAtMs: state.settings.now() + OAUTH_CODE_TTL_MS,
    used: false,
  };
  state.oauth.codes.set(issued.code, issued);
  return redirectWith(request.redirectUri, [
    ['code', issued.code],
    ['state', request.state],
  ]);
}

/** Drops requests and codes that can no longer be used, so the maps do not grow without end. */
function forgetExpired(oauth: OAuthSandboxState, now: number): void {
  for (const [id, request] of oauth.requests) {
    if (now - request.createdAtMs >= OAUTH_REQUEST_TTL_MS) oauth.requests.delete(id);
  }
  for (const [code, issued] of oauth.codes) {
    if (now >= issued.expiresAtMs + OAUTH_CODE_TTL_MS) oauth.codes.delete(code);
  }
}
