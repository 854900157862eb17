// @vitest-environment node
import { createSandboxState } from '../state/sandbox-state';
import { checkAuthorisationQuery, redirectWith } from './authorisation-query';
import {
  allowRequest,
  assessScopes,
  denyRequest,
  findOpenRequest,
  grantedScopes,
  issueConfirmToken,
  mayAllow,
  openAuthorisationRequest,
  rememberGrant,
} from './oauth-authorisation';
import { findOAuthClient } from './oauth-clients';
import { createOAuthState } from './oauth-state';
import { exchangeCode } from './token-exchange';

const ACCOUNT = 'demo@example.com';
const CALLBACK = 'http://127.0.0.1:4173/oauth/callback';
const STATE = 'a b+c%2F/ß✓&x=1';

describe('remembered grants', () => {
  it('keep the union of every grant, per account and client', () => {
    const oauth = createOAuthState();
    expect([...grantedScopes(oauth, ACCOUNT, 'demo-trading-bot')]).toEqual([]);
    rememberGrant(oauth, ACCOUNT, 'demo-trading-bot', ['account:read']);
    rememberGrant(oauth, ACCOUNT, 'demo-trading-bot', ['balance:read', 'account:read']);
    rememberGrant(oauth, ACCOUNT, 'demo-portfolio', ['balance:read']);
    expect([...grantedScopes(oauth, ACCOUNT, 'demo-trading-bot')].sort()).toEqual([
      'account:read',
      'balance:read',
    ]);
    expect([...grantedScopes(oauth, ACCOUNT, 'demo-portfolio')]).toEqual(['balance:read']);
    expect([...grantedScopes(oauth, 'other@example.com', 'demo-trading-bot')]).toEqual([]);
  });

  it('decide consent and step-up: only what was not granted counts', () => {
    expect(assessScopes(['account:read', 'trade'], new Set())).toEqual({
      scopes: [
        { scope: 'account:read', sensitive: false, granted: false },
        { scope: 'trade', sensitive: true, granted: false },
      ],
      consentRequired: true,
      stepUpRequired: true,
    });
    // One read scope more: consent again, no step-up.
    expect(assessScopes(['trade', 'balance:read'], new Set(['trade'] as const))).toMatchObject({
      consentRequired: true,
      stepUpRequired: false,
    });
    // Everything granted before: no screen at all.
    expect(
      assessScopes(['account:read', 'withdraw'], new Set(['account:read', 'withdraw'] as const)),
    ).toMatchObject({ consentRequired: false, stepUpRequired: false });
  });
});

describe('checkAuthorisationQuery', () => {
  const query = (extra = '') =>
    `?response_type=code&client_id=demo-portfolio&redirect_uri=${encodeURIComponent(CALLBACK)}&scope=account%3Aread+balance%3Aread&state=${encodeURIComponent(STATE)}${extra}`;

  it('reads a valid query with the state exactly as sent', () => {
    expect(checkAuthorisationQuery(query())).toMatchObject({
      kind: 'valid',
      redirectUri: CALLBACK,
      state: STATE,
      scopes: ['account:read', 'balance:read'],
      codeChallenge: undefined,
    });
  });

  it('checks in the documented order: client, redirect URI, repeats, response_type, scope, PKCE', () => {
    expect(checkAuthorisationQuery('?scope=nope').kind).toBe('unknown-client');
    expect(checkAuthorisationQuery('?client_id=demo-portfolio&scope=nope').kind).toBe(
      'unregistered-redirect-uri',
    );
    expect(checkAuthorisationQuery(query('&scope=nope&response_type=token'))).toMatchObject({
      error: 'invalid_request',
    });
    expect(
      checkAuthorisationQuery(
        query().replace('response_type=code', 'response_type=token') + '&scope=',
      ),
    ).toMatchObject({ error: 'invalid_request' });
    expect(
      checkAuthorisationQuery(query('&code_challenge_method=plain').replace('code&', 'token&')),
    ).toMatchObject({ error: 'unsupported_response_type' });
    expect(
      checkAuthorisationQuery(
        query('&code_challenge_method=plain').replace('account%3Aread+', 'nope+'),
      ),
    ).toMatchObject({ error: 'invalid_scope' });
    expect(checkAuthorisationQuery(query('&code_challenge_method=plain'))).toMatchObject({
      error: 'invalid_request',
    });
  });

  it('ignores parameters it does not know, even repeated', () => {
    expect(checkAuthorisationQuery(query('&utm=1&utm=2')).kind).toBe('valid');
  });
});

describe('redirectWith', () => {
  it('appends with URLSearchParams, so every value round-trips', () => {
    const redirectTo = redirectWith(CALLBACK, [
      ['code', 'abc'],
      ['state', STATE],
      ['absent', undefined],
    ]);
    expect(redirectTo.startsWith(`${CALLBACK}?`)).toBe(true);
    const params = new URL(redirectTo).searchParams;
    expect(params.get('state')).toBe(STATE);
    expect([...params.keys()]).toEqual(['code', 'state']);
  });

  it('keeps the redirect URI as verified even where URL would drop the port', () => {
    const redirectTo = redirectWith('http://127.0.0.1:80/oauth/callback', [['state', 'x']]);
    expect(redirectTo).toBe('http://127.0.0.1:80/oauth/callback?state=x');
  });
});

describe('a request from pre_authorize to the token', () => {
  let nowMs = 1_700_000_000_000;
  const state = createSandboxState({ now: () => nowMs });
  const client = findOAuthClient('demo-trading-bot');
  if (!client) throw new Error('demo-trading-bot is missing');
  const open = (stepUpRequired: boolean) =>
    openAuthorisationRequest(state, {
      sessionToken: 'session-1',
      accountKey: ACCOUNT,
      client,
      redirectUri: CALLBACK,
      state: STATE,
      scopes: ['account:read', 'trade'],
      codeChallenge: undefined,
      stepUpRequired,
    });

  it('is open for its session for 10 minutes, until decided', () => {
    const request = open(false);
    expect(findOpenRequest(state, request.requestId, 'session-2')).toBeUndefined();
    nowMs += 10 * 60 * 1000 - 1;
    expect(findOpenRequest(state, request.requestId, 'session-1')).toBe(request);
    nowMs += 1;
    expect(findOpenRequest(state, request.requestId, 'session-1')).toBeUndefined();

    const next = open(false);
    denyRequest(next);
    expect(findOpenRequest(state, next.requestId, 'session-1')).toBeUndefined();
    expect([...grantedScopes(state.oauth, ACCOUNT, client.clientId)]).toEqual([]);
  });

  it('needs a confirm token of its own, younger than 5 minutes, when step-up is required', () => {
    const request = open(true);
    expect(mayAllow(state, request, undefined)).toBe(false);
    const token = issueConfirmToken(state, request);
    expect(mayAllow(state, request, token)).toBe(true);
    expect(mayAllow(state, open(true), token)).toBe(false);
    nowMs += 5 * 60 * 1000;
    expect(mayAllow(state, request, token)).toBe(false);
    expect(mayAllow(state, open(false), undefined)).toBe(true);
  });

  it('on Allow remembers the grant and issues a code good once within 60 s', () => {
    const request = open(false);
    const code = new URL(allowRequest(state, request)).searchParams.get('code') ?? '';
    expect([...grantedScopes(state.oauth, ACCOUNT, client.clientId)]).toEqual([
      'account:read',
      'trade',
    ]);
    const exchange = () =>
      exchangeCode(state, {
        grantType: 'authorization_code',
        code,
        redirectUri: CALLBACK,
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        codeVerifier: undefined,
      });
    nowMs += 59_999;
    expect(exchange()).toMatchObject({ ok: true, body: { scope: 'account:read trade' } });
    expect(exchange()).toMatchObject({ ok: false, error: 'invalid_grant' });

    const late = new URL(allowRequest(state, open(false))).searchParams.get('code') ?? '';
    nowMs += 60_000;
    expect(
      exchangeCode(state, {
        grantType: 'authorization_code',
        code: late,
        redirectUri: CALLBACK,
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        codeVerifier: undefined,
      }),
    ).toMatchObject({ ok: false, error: 'invalid_grant', description: 'the code expired' });
  });
});
