import { API_PATHS } from '../../../api/paths';
import { SANDBOX_API_PREFIX } from '../../api-prefix';
import { DEMO_ACCOUNT, SANDBOX_PASSWORD } from '../../fixtures/accounts';
import { SANDBOX_CODE, SANDBOX_REJECTED_CODE } from '../../fixtures/codes';
import { sha256Hex } from '../../lib/password-hash';
import { SANDBOX_RET_CODES } from '../../ret-codes';
import { SANDBOX_ONLY_PATHS } from '../../sandbox-paths';
import { addAccount } from '../../state/account-directory';
import type { SandboxAnswer } from '../../test-support/sandbox-client';
import type { SandboxHarness } from '../../test-support/sandbox-harness';
import { s256Challenge } from '../pkce';

/** A redirect URI the clients registered as `http://127.0.0.1/oauth/callback` (any port). */
export const CALLBACK = 'http://127.0.0.1:4173/oauth/callback';
/** A state that only survives if nobody decodes and re-encodes it by hand. */
export const TRICKY_STATE = 'a b+c%2F/ß✓&x=1';
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const TWO_FACTOR_EMAIL = '2fa@example.com';

type QueryOverrides = Record<string, string | undefined>;

/** The OAuth query as a client builds it, demo-portfolio asking for both read scopes. */
export function oauthQuery(overrides: QueryOverrides = {}): string {
  const fields: QueryOverrides = {
    response_type: 'code',
    client_id: 'demo-portfolio',
    redirect_uri: CALLBACK,
    scope: 'account:read balance:read',
    state: TRICKY_STATE,
    ...overrides,
  };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) params.append(name, value);
  }
  return params.toString();
}

/** The parameters of a redirect_to, after checking it goes to the verified redirect URI. */
function redirectParams(answer: SandboxAnswer, redirectUri = CALLBACK): URLSearchParams {
  const redirectTo = String(answer.body.result?.redirect_to);
  expect(redirectTo.startsWith(`${redirectUri}?`)).toBe(true);
  return new URL(redirectTo).searchParams;
}

/** docs/oauth.md, "The calls": every row of the three tables, and the token endpoint. */
export function oauthContract({ client, state }: SandboxHarness): void {
  let clockOffsetMs = 0;
  beforeEach(async () => {
    await client.post('/__sandbox/reset');
    // The state's clock, stopped, and moved on by the tests that let something expire.
    clockOffsetMs = 0;
    const settings = state().settings;
    const startMs = settings.now();
    vi.spyOn(settings, 'now').mockImplementation(() => startMs + clockOffsetMs);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const signIn = async (email: string = DEMO_ACCOUNT.email): Promise<string> => {
    const extra = email === TWO_FACTOR_EMAIL ? { google2fa: SANDBOX_CODE } : {};
    const answer = await client.login({ email }, SANDBOX_PASSWORD, extra);
    expect(answer.body.ret_code).toBe(0);
    return String(answer.body.token);
  };
  const asUser = (token: string) => ({ headers: { usertoken: token } });
  const preAuthorize = (token: string, query: string) =>
    client.get(`${API_PATHS.oauthPreAuthorize}?${query}`, asUser(token));
  const confirmAuth = (token: string, body: Record<string, unknown>) =>
    client.post(API_PATHS.oauthConfirmAuth, body, asUser(token));
  const authorize = (token: string, body: Record<string, unknown>) =>
    client.post(API_PATHS.oauthAuthorize, body, asUser(token));
  const exchange = (form: Record<string, string>, headers?: Record<string, string>) =>
    client.call('POST', SANDBOX_ONLY_PATHS.oauthToken, { form, headers });

  const openRequest = async (token: string, overrides: QueryOverrides = {}) => {
    const answer = await preAuthorize(token, oauthQuery(overrides));
    expect(answer.body.ret_code).toBe(0);
    return String(answer.body.result?.request_id);
  };
  /** pre_authorize and Allow, for a request without step-up; the code and state answered. */
  const authorisedCode = async (token: string, overrides: QueryOverrides = {}) => {
    const requestId = await openRequest(token, overrides);
    const answer = await authorize(token, { request_id: requestId, approve: true });
    expect(answer.body.ret_code).toBe(0);
    const params = redirectParams(answer, overrides.redirect_uri ?? CALLBACK);
    return { code: String(params.get('code')), state: params.get('state') };
  };

  describe('pre_authorize', () => {
    it('answers 10007 without a session', async () => {
      for (const token of ['', 'not-a-session']) {
        const answer = await preAuthorize(token, oauthQuery());
        expect(answer.body).toMatchObject({ ret_code: 10007, result: null });
      }
    });

    it.each([
      ['missing', { client_id: undefined }],
      ['unknown', { client_id: 'no-such-client' }],
    ])('answers 60101 with no redirect when client_id is %s', async (_case, overrides) => {
      const token = await signIn();
      const answer = await preAuthorize(token, oauthQuery(overrides));
      expect(answer.body).toMatchObject({
        ret_code: SANDBOX_RET_CODES.oauthUnknownClient,
        result: null,
      });
      expect(SANDBOX_RET_CODES.oauthUnknownClient).toBe(60101);
    });

    it('answers 60101 when client_id is given twice (neither can be verified)', async () => {
      const token = await signIn();
      const answer = await preAuthorize(token, `${oauthQuery()}&client_id=demo-trading-bot`);
      expect(answer.body).toMatchObject({ ret_code: 60101, result: null });
    });

    it.each([
      ['missing', undefined],
      ['a longer path', 'http://127.0.0.1:4173/oauth/callback/x'],
      ['https instead of http', 'https://127.0.0.1/oauth/callback'],
      ['a look-alike host', 'http://127.0.0.1.evil.example/oauth/callback'],
      ['credentials before another host', 'http://127.0.0.1:4173@evil.example/oauth/callback'],
      ['an added query', 'http://localhost/oauth/callback?x=1'],
      ['a trailing slash', 'http://localhost:4173/oauth/callback/'],
      ['another site', 'https://evil.example/oauth/callback'],
    ])('answers 60102 with no redirect when redirect_uri is %s', async (_case, redirectUri) => {
      const token = await signIn();
      const answer = await preAuthorize(token, oauthQuery({ redirect_uri: redirectUri }));
      expect(answer.body).toMatchObject({
        ret_code: SANDBOX_RET_CODES.oauthRedirectUriNotRegistered,
        result: null,
      });
      expect(SANDBOX_RET_CODES.oauthRedirectUriNotRegistered).toBe(60102);
    });

    it('answers 60102 when redirect_uri is given twice', async () => {
      const token = await signIn();
      const twice = `${oauthQuery()}&redirect_uri=${encodeURIComponent('http://localhost/oauth/callback')}`;
      const answer = await preAuthorize(token, twice);
      expect(answer.body).toMatchObject({ ret_code: 60102, result: null });
    });

    it('accepts either registered loopback host on any port', async () => {
      const token = await signIn();
      for (const redirectUri of [
        'http://127.0.0.1/oauth/callback',
        'http://localhost:5173/oauth/callback',
        'http://127.0.0.1:80/oauth/callback',
      ]) {
        const answer = await preAuthorize(token, oauthQuery({ redirect_uri: redirectUri }));
        expect(answer.body.ret_code).toBe(0);
        expect(answer.body.result?.redirect_uri).toBe(redirectUri);
      }
    });

    it('answers 60103 invalid_request at the redirect URI for a parameter given twice', async () => {
      const token = await signIn();
      const scopeTwice = await preAuthorize(token, `${oauthQuery()}&scope=account%3Aread`);
      expect(scopeTwice.body.ret_code).toBe(SANDBOX_RET_CODES.oauthInvalidRequest);
      expect(SANDBOX_RET_CODES.oauthInvalidRequest).toBe(60103);
      const params = redirectParams(scopeTwice);
      expect(params.get('error')).toBe('invalid_request');
      expect(params.get('error_description')).toMatch(/scope/);
      expect(params.get('state')).toBe(TRICKY_STATE);

      // A state given twice is not sent back: neither value is the one the client checks.
      const stateTwice = await preAuthorize(token, `${oauthQuery()}&state=other`);
      expect(stateTwice.body.ret_code).toBe(60103);
      expect(redirectParams(stateTwice).has('state')).toBe(false);

      const typeTwice = await preAuthorize(token, `${oauthQuery()}&response_type=code`);
      expect(typeTwice.body.ret_code).toBe(60103);
    });

    it('answers 60103 invalid_request when response_type is missing', async () => {
      const token = await signIn();
      const answer = await preAuthorize(token, oauthQuery({ response_type: undefined }));
      expect(answer.body.ret_code).toBe(60103);
      const params = redirectParams(answer);
      expect(params.get('error')).toBe('invalid_request');
      expect(params.get('state')).toBe(TRICKY_STATE);
    });

    it('answers 60104 unsupported_response_type for anything but code', async () => {
      const token = await signIn();
      const answer = await preAuthorize(token, oauthQuery({ response_type: 'token' }));
      expect(answer.body.ret_code).toBe(SANDBOX_RET_CODES.oauthUnsupportedResponseType);
      expect(SANDBOX_RET_CODES.oauthUnsupportedResponseType).toBe(60104);
      const params = redirectParams(answer);
      expect(params.get('error')).toBe('unsupported_response_type');
      expect(params.get('state')).toBe(TRICKY_STATE);
    });

    it.each([
      ['missing', undefined],
      ['empty', ' '],
      ['unknown', 'account:read not-a-scope'],
      ['not allowed for the client', 'account:read trade'],
    ])('answers 60105 invalid_scope when the scope is %s', async (_case, scope) => {
      const token = await signIn();
      const answer = await preAuthorize(token, oauthQuery({ scope }));
      expect(answer.body.ret_code).toBe(SANDBOX_RET_CODES.oauthInvalidScope);
      expect(SANDBOX_RET_CODES.oauthInvalidScope).toBe(60105);
      const params = redirectParams(answer);
      expect(params.get('error')).toBe('invalid_scope');
      expect(params.get('state')).toBe(TRICKY_STATE);
    });

    it('leaves state out of an error redirect when the request had none', async () => {
      const token = await signIn();
      const answer = await preAuthorize(token, oauthQuery({ scope: 'nope', state: undefined }));
      expect(answer.body.ret_code).toBe(60105);
      expect(redirectParams(answer).has('state')).toBe(false);
    });

    it.each([
      ['plain', { code_challenge: s256Challenge(VERIFIER), code_challenge_method: 'plain' }],
      ['missing', { code_challenge: s256Challenge(VERIFIER) }],
      ['given without a challenge', { code_challenge_method: 'S256' }],
      [
        'S256 with a malformed challenge',
        { code_challenge: 'short', code_challenge_method: 'S256' },
      ],
    ])('answers 60103 when code_challenge_method is %s', async (_case, overrides) => {
      const token = await signIn();
      const answer = await preAuthorize(token, oauthQuery(overrides));
      expect(answer.body.ret_code).toBe(60103);
      expect(redirectParams(answer).get('error')).toBe('invalid_request');
    });

    it('answers the verified request: client, masked account, scopes, flags', async () => {
      const token = await signIn();
      const answer = await preAuthorize(token, oauthQuery());
      expect(answer.body.ret_code).toBe(0);
      expect(answer.body.result).toEqual({
        request_id: expect.stringMatching(/^oar_[0-9a-f]{32}$/),
        expires_in: 600,
        client: {
          client_id: 'demo-portfolio',
          name: 'Demo Portfolio',
          logo_url: `${SANDBOX_API_PREFIX}/__sandbox/oauth/logo/demo-portfolio.svg`,
          website: 'https://portfolio.example',
          verified: true,
          frame_origins: ['http://127.0.0.1:*', 'http://localhost:*'],
        },
        account: { display_name: 'd***@example.com', two_factor: false },
        scopes: [
          { scope: 'account:read', sensitive: false, granted: false },
          { scope: 'balance:read', sensitive: false, granted: false },
        ],
        consent_required: true,
        step_up_required: false,
        redirect_uri: CALLBACK,
      });
    });

    it('serves the logo the answer points at', async () => {
      const token = await signIn();
      const answer = await preAuthorize(token, oauthQuery({ client_id: 'demo-trading-bot' }));
      const logoUrl = String((answer.body.result?.client as { logo_url: string }).logo_url);
      const logo = await client.get(logoUrl.slice(SANDBOX_API_PREFIX.length));
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect(logo.text).toMatch(/^<svg [^>]*>.*TB.*<\/svg>$/s);
      const unknown = await client.get('/__sandbox/oauth/logo/no-such-client.svg');
      expect(unknown.status).toBe(404);
    });

    it('describes the unverified trading bot, its sensitive scopes and the step-up', async () => {
      const token = await signIn();
      const answer = await preAuthorize(
        token,
        oauthQuery({ client_id: 'demo-trading-bot', scope: 'account:read trade withdraw' }),
      );
      expect(answer.body.result).toMatchObject({
        client: { client_id: 'demo-trading-bot', verified: false, frame_origins: [] },
        scopes: [
          { scope: 'account:read', sensitive: false, granted: false },
          { scope: 'trade', sensitive: true, granted: false },
          { scope: 'withdraw', sensitive: true, granted: false },
        ],
        consent_required: true,
        step_up_required: true,
      });
    });

    it('says two_factor for a two-factor account, and masks a phone-only account', async () => {
      const twoFactor = await preAuthorize(await signIn(TWO_FACTOR_EMAIL), oauthQuery());
      expect(twoFactor.body.result?.account).toEqual({
        display_name: '***@example.com',
        two_factor: true,
      });

      addAccount(state(), {
        phone: { countryCode: '44', number: '7700900999' },
        passwordHash: sha256Hex(SANDBOX_PASSWORD),
        country: 'GBR',
        site: 'global',
      });
      const login = await client.login(
        { mobile: '7700900999', country_code: '44' },
        SANDBOX_PASSWORD,
      );
      expect(login.body.ret_code).toBe(0);
      const phoneOnly = await preAuthorize(String(login.body.token), oauthQuery());
      expect(phoneOnly.body.result?.account).toEqual({
        display_name: '+44 77******99',
        two_factor: false,
      });
    });

    it('remembers a grant: the same scopes again need no consent', async () => {
      const token = await signIn();
      await authorisedCode(token);
      const again = await preAuthorize(token, oauthQuery());
      expect(again.body.result).toMatchObject({
        scopes: [
          { scope: 'account:read', granted: true },
          { scope: 'balance:read', granted: true },
        ],
        consent_required: false,
        step_up_required: false,
      });
      // Per account: another account still sees the screen.
      const other = await preAuthorize(await signIn('demo+other@example.com'), oauthQuery());
      expect(other.body.result?.consent_required).toBe(true);
    });

    it('asks again for one scope more, the old ones marked granted', async () => {
      const token = await signIn();
      await authorisedCode(token, { scope: 'account:read' });
      const more = await preAuthorize(token, oauthQuery());
      expect(more.body.result).toMatchObject({
        scopes: [
          { scope: 'account:read', granted: true },
          { scope: 'balance:read', granted: false },
        ],
        consent_required: true,
        step_up_required: false,
      });
    });
  });

  describe('confirm_auth', () => {
    const tradeQuery = { client_id: 'demo-trading-bot', scope: 'account:read trade' };

    it('answers 10007 without a session', async () => {
      const answer = await confirmAuth('', { request_id: 'oar_x' });
      expect(answer.body).toMatchObject({ ret_code: 10007, result: null });
    });

    it('answers 60106 for a request that is unknown, another session’s, used or expired', async () => {
      expect(SANDBOX_RET_CODES.oauthRequestExpired).toBe(60106);
      const token = await signIn();
      const unknown = await confirmAuth(token, { request_id: 'oar_unknown' });
      expect(unknown.body).toMatchObject({ ret_code: 60106, result: null });

      const requestId = await openRequest(token, tradeQuery);
      const otherSession = await confirmAuth(await signIn(), { request_id: requestId });
      expect(otherSession.body.ret_code).toBe(60106);

      const used = await openRequest(token);
      await authorize(token, { request_id: used, approve: false });
      expect((await confirmAuth(token, { request_id: used })).body.ret_code).toBe(60106);

      clockOffsetMs = 10 * 60 * 1000;
      const expired = await confirmAuth(token, { request_id: requestId });
      expect(expired.body.ret_code).toBe(60106);
    });

    it('hands out a confirm_token at once when no step-up is needed', async () => {
      const token = await signIn();
      const answer = await confirmAuth(token, { request_id: await openRequest(token) });
      expect(answer.body.ret_code).toBe(0);
      expect(answer.body.result).toEqual({
        confirm_token: expect.stringMatching(/^oct_/),
        expires_in: 300,
      });
    });

    it('asks a two-factor account for its code: missing 60108, wrong 31025, right a token', async () => {
      const token = await signIn(TWO_FACTOR_EMAIL);
      const requestId = await openRequest(token, tradeQuery);
      const missing = await confirmAuth(token, { request_id: requestId });
      expect(missing.body).toMatchObject({
        ret_code: SANDBOX_RET_CODES.oauthVerificationRequired,
        result: { method: 'google2fa' },
      });
      expect(SANDBOX_RET_CODES.oauthVerificationRequired).toBe(60108);

      const wrong = await confirmAuth(token, {
        request_id: requestId,
        google_code: SANDBOX_REJECTED_CODE,
      });
      expect(wrong.body).toMatchObject({ ret_code: 31025, result: null });

      const right = await confirmAuth(token, { request_id: requestId, google_code: SANDBOX_CODE });
      expect(right.body.ret_code).toBe(0);
      const allowed = await authorize(token, {
        request_id: requestId,
        approve: true,
        confirm_token: right.body.result?.confirm_token,
      });
      expect(allowed.body.ret_code).toBe(0);
      expect(redirectParams(allowed).get('code')).toMatch(/^oac_/);
    });

    it('runs the risk step for an account without two-factor, then confirms', async () => {
      const token = await signIn();
      const requestId = await openRequest(token, tradeQuery);
      const asked = await confirmAuth(token, { request_id: requestId });
      expect(asked.body).toMatchObject({
        ret_code: 60108,
        result: { method: 'risk', risk_token: expect.any(String), risk_token_type: 'pass' },
      });
      const riskToken = String(asked.body.result?.risk_token);

      // Not verified yet: the same challenge is answered again.
      const early = await confirmAuth(token, { request_id: requestId, risk_token: riskToken });
      expect(early.body).toMatchObject({ ret_code: 60108, result: { risk_token: riskToken } });

      const verified = await client.post(API_PATHS.riskVerify, {
        risk_token: riskToken,
        code: SANDBOX_CODE,
      });
      expect(verified.body.ret_code).toBe(0);
      const confirmed = await confirmAuth(token, { request_id: requestId, risk_token: riskToken });
      expect(confirmed.body.ret_code).toBe(0);
      const allowed = await authorize(token, {
        request_id: requestId,
        approve: true,
        confirm_token: confirmed.body.result?.confirm_token,
      });
      expect(redirectParams(allowed).get('state')).toBe(TRICKY_STATE);

      // The verified token was good for one confirmation.
      const next = await openRequest(token, { ...tradeQuery, scope: 'withdraw' });
      const reused = await confirmAuth(token, { request_id: next, risk_token: riskToken });
      expect(reused.body.ret_code).toBe(60108);
      expect(reused.body.result?.risk_token).not.toBe(riskToken);
    });

    it('no longer asks for a step-up once the sensitive scope was granted', async () => {
      const token = await signIn(TWO_FACTOR_EMAIL);
      const requestId = await openRequest(token, tradeQuery);
      const confirmed = await confirmAuth(token, {
        request_id: requestId,
        google_code: SANDBOX_CODE,
      });
      await authorize(token, {
        request_id: requestId,
        approve: true,
        confirm_token: confirmed.body.result?.confirm_token,
      });
      const again = await preAuthorize(token, oauthQuery(tradeQuery));
      expect(again.body.result).toMatchObject({
        consent_required: false,
        step_up_required: false,
      });
    });
  });

  describe('authorize', () => {
    it('answers 10007 without a session', async () => {
      const answer = await authorize('', { request_id: 'oar_x', approve: true });
      expect(answer.body).toMatchObject({ ret_code: 10007, result: null });
    });

    it('answers 50002 for a request that is unknown, another session’s or expired', async () => {
      expect(SANDBOX_RET_CODES.oauthRequestSpent).toBe(50002);
      const token = await signIn();
      const unknown = await authorize(token, { request_id: 'oar_unknown', approve: true });
      expect(unknown.body).toMatchObject({ ret_code: 50002, result: null });

      const requestId = await openRequest(token);
      const otherSession = await authorize(await signIn(), {
        request_id: requestId,
        approve: true,
      });
      expect(otherSession.body.ret_code).toBe(50002);

      clockOffsetMs = 10 * 60 * 1000;
      expect((await authorize(token, { request_id: requestId, approve: true })).body.ret_code).toBe(
        50002,
      );
    });

    it('denies: access_denied and the identical state, then the request is spent', async () => {
      const token = await signIn();
      const requestId = await openRequest(token);
      const denied = await authorize(token, { request_id: requestId, approve: false });
      expect(denied.body.ret_code).toBe(0);
      const params = redirectParams(denied);
      expect(params.get('error')).toBe('access_denied');
      expect(params.get('state')).toBe(TRICKY_STATE);
      expect(params.has('code')).toBe(false);

      const again = await authorize(token, { request_id: requestId, approve: true });
      expect(again.body).toMatchObject({ ret_code: 50002, result: null });
      // Nothing was granted.
      const next = await preAuthorize(token, oauthQuery());
      expect(next.body.result?.consent_required).toBe(true);
    });

    it('allows: a code and the identical state; a second decision answers 50002', async () => {
      const token = await signIn();
      const requestId = await openRequest(token);
      const allowed = await authorize(token, { request_id: requestId, approve: true });
      expect(allowed.body.ret_code).toBe(0);
      const params = redirectParams(allowed);
      expect(params.get('code')).toMatch(/^oac_[0-9a-f]{40}$/);
      expect(params.get('state')).toBe(TRICKY_STATE);
      expect([...params.keys()]).toEqual(['code', 'state']);

      for (const approve of [true, false]) {
        const again = await authorize(token, { request_id: requestId, approve });
        expect(again.body).toMatchObject({ ret_code: 50002, result: null });
      }
    });

    it('sends a state written with %20 back so the client reads the same value', async () => {
      const token = await signIn();
      const query = oauthQuery({ state: undefined }) + '&state=x%20y%2By%25z';
      const answer = await preAuthorize(token, query);
      const allowed = await authorize(token, {
        request_id: answer.body.result?.request_id,
        approve: true,
      });
      expect(redirectParams(allowed).get('state')).toBe('x y+y%z');
    });

    it('answers 60109 when a step-up is required and the confirm_token is missing, wrong or expired', async () => {
      expect(SANDBOX_RET_CODES.oauthConfirmTokenRequired).toBe(60109);
      const token = await signIn(TWO_FACTOR_EMAIL);
      const requestId = await openRequest(token, {
        client_id: 'demo-trading-bot',
        scope: 'withdraw',
      });
      for (const confirmToken of [undefined, 'oct_wrong']) {
        const answer = await authorize(token, {
          request_id: requestId,
          approve: true,
          confirm_token: confirmToken,
        });
        expect(answer.body).toMatchObject({ ret_code: 60109, result: null });
      }

      const confirmed = await confirmAuth(token, {
        request_id: requestId,
        google_code: SANDBOX_CODE,
      });
      const confirmToken = confirmed.body.result?.confirm_token;
      clockOffsetMs = 5 * 60 * 1000;
      const expired = await authorize(token, {
        request_id: requestId,
        approve: true,
        confirm_token: confirmToken,
      });
      expect(expired.body.ret_code).toBe(60109);

      // 60109 does not spend the request: a fresh confirmation still allows.
      const fresh = await confirmAuth(token, { request_id: requestId, google_code: SANDBOX_CODE });
      const allowed = await authorize(token, {
        request_id: requestId,
        approve: true,
        confirm_token: fresh.body.result?.confirm_token,
      });
      expect(allowed.body.ret_code).toBe(0);
    });

    it('does not take a confirm_token of another request', async () => {
      const token = await signIn(TWO_FACTOR_EMAIL);
      const query = { client_id: 'demo-trading-bot', scope: 'trade' };
      const first = await openRequest(token, query);
      const second = await openRequest(token, query);
      const confirmed = await confirmAuth(token, { request_id: first, google_code: SANDBOX_CODE });
      const answer = await authorize(token, {
        request_id: second,
        approve: true,
        confirm_token: confirmed.body.result?.confirm_token,
      });
      expect(answer.body.ret_code).toBe(60109);
    });

    it('answers 10001 without a boolean approve, and keeps the request open', async () => {
      const token = await signIn();
      const requestId = await openRequest(token);
      const answer = await authorize(token, { request_id: requestId, approve: 'yes' });
      expect(answer.body.ret_code).toBe(10001);
      const allowed = await authorize(token, { request_id: requestId, approve: true });
      expect(allowed.body.ret_code).toBe(0);
    });
  });

  describe('token endpoint', () => {
    const secret = 'demo-portfolio-secret';
    const tokenForm = (code: string, extra: Record<string, string> = {}) => ({
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      client_id: 'demo-portfolio',
      ...extra,
    });

    it('exchanges a code once with the client_secret; a second exchange is invalid_grant', async () => {
      const { code } = await authorisedCode(await signIn());
      const first = await exchange(tokenForm(code, { client_secret: secret }));
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(JSON.parse(first.text)).toEqual({
        access_token: expect.stringMatching(/^oat_/),
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'account:read balance:read',
      });

      const second = await exchange(tokenForm(code, { client_secret: secret }));
      expect(second.status).toBe(400);
      expect(JSON.parse(second.text)).toEqual({
        error: 'invalid_grant',
        error_description: expect.stringMatching(/already used/),
      });
    });

    it('takes a JSON body, and HTTP Basic client credentials', async () => {
      const token = await signIn();
      const first = await authorisedCode(token);
      const json = await client.post(SANDBOX_ONLY_PATHS.oauthToken, {
        ...tokenForm(first.code),
        client_secret: secret,
      });
      expect(json.status).toBe(200);

      const second = await authorisedCode(token);
      const basic = await exchange(tokenForm(second.code), {
        authorization: `Basic ${btoa(`demo-portfolio:${secret}`)}`,
      });
      expect(basic.status).toBe(200);
    });

    it('lets a code live 60 seconds', async () => {
      const token = await signIn();
      const inTime = await authorisedCode(token);
      const late = await authorisedCode(token);
      clockOffsetMs = 59_000;
      expect((await exchange(tokenForm(inTime.code, { client_secret: secret }))).status).toBe(200);
      clockOffsetMs = 60_000;
      const expired = await exchange(tokenForm(late.code, { client_secret: secret }));
      expect(expired.status).toBe(400);
      expect(JSON.parse(expired.text)).toMatchObject({
        error: 'invalid_grant',
        error_description: expect.stringMatching(/expired/),
      });
    });

    it('binds the code to the redirect URI and the client', async () => {
      const token = await signIn();
      const { code } = await authorisedCode(token);
      const otherUri = await exchange(
        tokenForm(code, {
          client_secret: secret,
          redirect_uri: 'http://127.0.0.1:9999/oauth/callback',
        }),
      );
      expect(JSON.parse(otherUri.text)).toMatchObject({ error: 'invalid_grant' });
      const otherClient = await exchange(
        tokenForm(code, {
          client_id: 'demo-trading-bot',
          client_secret: 'demo-trading-bot-secret',
        }),
      );
      expect(JSON.parse(otherClient.text)).toMatchObject({ error: 'invalid_grant' });
      // Failed attempts do not spend it.
      expect((await exchange(tokenForm(code, { client_secret: secret }))).status).toBe(200);
    });

    it('authenticates the client: 401 invalid_client for a wrong, missing or unknown one', async () => {
      const { code } = await authorisedCode(await signIn());
      for (const form of [
        tokenForm(code, { client_secret: 'wrong' }),
        tokenForm(code),
        tokenForm(code, { client_id: 'no-such-client', client_secret: secret }),
      ]) {
        const answer = await exchange(form);
        expect(answer.status).toBe(401);
        expect(JSON.parse(answer.text)).toMatchObject({ error: 'invalid_client' });
      }
    });

    it('checks the PKCE verifier instead of a secret when the request had a challenge', async () => {
      const token = await signIn();
      const pkce = { code_challenge: s256Challenge(VERIFIER), code_challenge_method: 'S256' };
      const { code } = await authorisedCode(token, pkce);

      const missing = await exchange(tokenForm(code));
      expect(missing.status).toBe(400);
      expect(JSON.parse(missing.text)).toMatchObject({ error: 'invalid_grant' });
      const mismatch = await exchange(tokenForm(code, { code_verifier: `${VERIFIER.slice(1)}x` }));
      expect(JSON.parse(mismatch.text)).toMatchObject({
        error: 'invalid_grant',
        error_description: expect.stringMatching(/code_verifier/),
      });
      const right = await exchange(tokenForm(code, { code_verifier: VERIFIER }));
      expect(right.status).toBe(200);

      // A verifier for a code issued without a challenge is refused too.
      const plain = await authorisedCode(token);
      const stray = await exchange(
        tokenForm(plain.code, { client_secret: secret, code_verifier: VERIFIER }),
      );
      expect(JSON.parse(stray.text)).toMatchObject({ error: 'invalid_grant' });
    });

    it('answers invalid_request and unsupported_grant_type for a malformed request', async () => {
      const { code } = await authorisedCode(await signIn());
      const noCode = await exchange({ ...tokenForm(code, { client_secret: secret }), code: '' });
      expect(noCode.status).toBe(400);
      expect(JSON.parse(noCode.text)).toMatchObject({ error: 'invalid_request' });
      const implicit = await exchange(
        tokenForm(code, { client_secret: secret, grant_type: 'password' }),
      );
      expect(JSON.parse(implicit.text)).toMatchObject({ error: 'unsupported_grant_type' });
    });
  });
}
