import type { PreAuthorization } from '@/api/endpoints/oauth';
import { frameFacts, framingAllowed } from './frame-policy';
import { grantDecision } from './grant-decision';
import { isVerifiedRedirect } from './redirect-guard';
import { registrableDomain } from '@/lib/registrable-domain';
import { localProblem, problemOfCode } from './request-problem';

const pre = (overrides: Partial<PreAuthorization> = {}): PreAuthorization => ({
  request_id: 'oar_1',
  expires_in: 600,
  client: {
    client_id: 'demo-portfolio',
    name: 'Demo Portfolio',
    logo_url: null,
    website: null,
    verified: true,
    frame_origins: [],
  },
  account: { display_name: 'de***@example.com', two_factor: false },
  scopes: [{ scope: 'account:read', sensitive: false, granted: false }],
  consent_required: true,
  step_up_required: false,
  redirect_uri: 'http://127.0.0.1:4173/oauth/callback',
  ...overrides,
});

describe('grantDecision', () => {
  it('asks when a scope is not granted yet, with sensitive scopes apart', () => {
    const decision = grantDecision(
      pre({
        scopes: [
          { scope: 'account:read', sensitive: false, granted: true },
          { scope: 'trade', sensitive: true, granted: false },
          { scope: 'withdraw', sensitive: true, granted: false },
        ],
        step_up_required: true,
      }),
    );
    expect(decision.kind).toBe('ask');
    if (decision.kind !== 'ask') return;
    expect(decision.stepUp).toBe(true);
    expect(decision.groups.ordinary.map((s) => s.scope)).toEqual(['account:read']);
    expect(decision.groups.sensitive.map((s) => s.sentenceKey)).toEqual([
      'scopes.trade',
      'scopes.withdraw',
    ]);
  });

  it('needs a fresh verification for a new sensitive scope even if the answer forgot to say so', () => {
    const decision = grantDecision(
      pre({ scopes: [{ scope: 'withdraw', sensitive: true, granted: false }] }),
    );
    expect(decision).toMatchObject({ kind: 'ask', stepUp: true });
  });

  it('authorises at once when every scope is remembered', () => {
    expect(
      grantDecision(
        pre({
          consent_required: false,
          scopes: [{ scope: 'account:read', sensitive: false, granted: true }],
        }),
      ),
    ).toEqual({ kind: 'remembered' });
  });

  it('asks when the server wants consent even though all scopes are granted', () => {
    expect(
      grantDecision(pre({ scopes: [{ scope: 'account:read', sensitive: false, granted: true }] }))
        .kind,
    ).toBe('ask');
  });

  it('refuses a scope it cannot describe, never showing its identifier as a sentence', () => {
    expect(
      grantDecision(
        pre({
          consent_required: false,
          scopes: [
            { scope: 'account:read', sensitive: false, granted: true },
            { scope: 'admin:everything', sensitive: false, granted: true },
            { scope: 'constructor', sensitive: false, granted: true },
          ],
        }),
      ),
    ).toEqual({ kind: 'refuse', undescribed: ['admin:everything', 'constructor'] });
  });
});

describe('isVerifiedRedirect', () => {
  const verified = 'http://127.0.0.1:4173/oauth/callback';
  it('accepts the verified URI with any query', () => {
    expect(isVerifiedRedirect(`${verified}?code=abc&state=x%20y`, verified)).toBe(true);
  });
  it.each([
    'http://127.0.0.1:4174/oauth/callback?code=1',
    'http://127.0.0.1:4173/oauth/callback/x?code=1',
    'https://127.0.0.1:4173/oauth/callback?code=1',
    'http://evil.example/oauth/callback?code=1',
    'http://user:pw@127.0.0.1:4173/oauth/callback',
    'javascript:alert(1)//127.0.0.1:4173/oauth/callback',
    '/oauth/callback?code=1',
    'not a url',
  ])('refuses %s', (target) => {
    expect(isVerifiedRedirect(target, verified)).toBe(false);
  });
  it('compares the host of custom schemes too', () => {
    expect(isVerifiedRedirect('com.app://cb/x?code=1', 'com.app://cb/x')).toBe(true);
    expect(isVerifiedRedirect('com.app://evil/x?code=1', 'com.app://cb/x')).toBe(false);
  });
});

describe('registrableDomain', () => {
  it.each([
    ['app.example.com', 'example.com'],
    ['a.b.example.co.uk', 'example.co.uk'],
    ['portfolio.example', 'portfolio.example'],
    ['127.0.0.1', '127.0.0.1'],
    ['localhost', 'localhost'],
    ['[::1]', '[::1]'],
    ['Shop.Example.COM.', 'example.com'],
  ])('%s → %s', (host, domain) => {
    expect(registrableDomain(host)).toBe(domain);
  });
});

describe('framing', () => {
  it('allows the top level, and a frame only from an origin the client lists', () => {
    expect(framingAllowed({ framed: false, parentOrigin: undefined }, [])).toBe(true);
    const framed = { framed: true, parentOrigin: 'http://127.0.0.1:4173' };
    expect(framingAllowed(framed, ['http://127.0.0.1:*'])).toBe(true);
    expect(framingAllowed(framed, ['http://127.0.0.1:4173'])).toBe(true);
    expect(framingAllowed(framed, ['http://localhost:*'])).toBe(false);
    expect(framingAllowed(framed, [])).toBe(false);
    expect(framingAllowed({ framed: true, parentOrigin: undefined }, ['http://127.0.0.1:*'])).toBe(
      false,
    );
  });

  it('reads the top level as not framed', () => {
    expect(frameFacts(window)).toEqual({ framed: false, parentOrigin: undefined });
  });
});

describe('request problems', () => {
  it('names a missing client or return address before asking the server', () => {
    expect(localProblem('redirect_uri=x')).toBe('missingClient');
    expect(localProblem('client_id=c')).toBe('missingRedirect');
    expect(localProblem('client_id=c&redirect_uri=x')).toBeUndefined();
  });
  it('maps the server codes that end on the page', () => {
    expect(problemOfCode(60101)).toBe('unknownClient');
    expect(problemOfCode(60102)).toBe('redirectNotRegistered');
    expect(problemOfCode(50002)).toBe('expired');
    expect(problemOfCode(60106)).toBe('expired');
    expect(problemOfCode(-200)).toBe('failed');
  });
});
