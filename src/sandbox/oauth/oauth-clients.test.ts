// @vitest-environment node
import {
  OAUTH_CLIENTS,
  findOAuthClient,
  frameOriginsFor,
  isRegisteredRedirectUri,
  matchesRegisteredRedirectUri,
  oauthLogoPath,
} from './oauth-clients';

describe('matchesRegisteredRedirectUri', () => {
  const registered = 'http://127.0.0.1/oauth/callback';

  it.each([
    ['the same string', 'http://127.0.0.1/oauth/callback'],
    ['another port (RFC 8252 §7.3)', 'http://127.0.0.1:4173/oauth/callback'],
    ['the lowest port', 'http://127.0.0.1:1/oauth/callback'],
    ['the highest port', 'http://127.0.0.1:65535/oauth/callback'],
    ['the default port written out', 'http://127.0.0.1:80/oauth/callback'],
  ])('matches %s', (_case, given) => {
    expect(matchesRegisteredRedirectUri(registered, given)).toBe(true);
  });

  it.each([
    ['a longer path', 'http://127.0.0.1:4173/oauth/callback/x'],
    ['a shorter path', 'http://127.0.0.1:4173/oauth'],
    ['a trailing slash', 'http://127.0.0.1/oauth/callback/'],
    ['https', 'https://127.0.0.1/oauth/callback'],
    ['a look-alike host', 'http://127.0.0.1.evil.example/oauth/callback'],
    ['user info before another host', 'http://127.0.0.1@evil.example/oauth/callback'],
    ['a port then user info', 'http://127.0.0.1:4173@evil.example/oauth/callback'],
    ['a query', 'http://127.0.0.1/oauth/callback?x=1'],
    ['a fragment', 'http://127.0.0.1/oauth/callback#x'],
    ['another loopback host', 'http://localhost/oauth/callback'],
    ['another loopback address', 'http://127.0.0.2/oauth/callback'],
    ['upper case', 'HTTP://127.0.0.1/oauth/callback'],
    ['an upper-case path', 'http://127.0.0.1/OAuth/callback'],
    ['a percent-encoded path', 'http://127.0.0.1/oauth/%63allback'],
    ['a dot segment', 'http://127.0.0.1/oauth/./callback'],
    ['an IPv4 shorthand', 'http://127.1/oauth/callback'],
    ['an empty port', 'http://127.0.0.1:/oauth/callback'],
    ['port 0', 'http://127.0.0.1:0/oauth/callback'],
    ['a port with a leading zero', 'http://127.0.0.1:04173/oauth/callback'],
    ['a port above 65535', 'http://127.0.0.1:65536/oauth/callback'],
    ['a port with a sign', 'http://127.0.0.1:+80/oauth/callback'],
    ['backslashes', 'http:\\\\127.0.0.1\\oauth\\callback'],
    ['leading white space', ' http://127.0.0.1/oauth/callback'],
    ['a trailing newline', 'http://127.0.0.1/oauth/callback\n'],
    ['nothing', ''],
  ])('does not match %s', (_case, given) => {
    expect(matchesRegisteredRedirectUri(registered, given)).toBe(false);
  });

  it('lets localhost and [::1] differ in port too, and a registered port be any port', () => {
    expect(matchesRegisteredRedirectUri('http://localhost/cb', 'http://localhost:5173/cb')).toBe(
      true,
    );
    expect(matchesRegisteredRedirectUri('http://[::1]/cb', 'http://[::1]:8080/cb')).toBe(true);
    expect(matchesRegisteredRedirectUri('http://[::1]/cb', 'http://[0::1]:8080/cb')).toBe(false);
    expect(matchesRegisteredRedirectUri('http://127.0.0.1:8080/cb', 'http://127.0.0.1/cb')).toBe(
      true,
    );
    expect(
      matchesRegisteredRedirectUri('http://127.0.0.1:8080/cb', 'http://127.0.0.1:9090/cb'),
    ).toBe(true);
  });

  it('compares a loopback query exactly, beside the port', () => {
    expect(
      matchesRegisteredRedirectUri('http://localhost/cb?app=1', 'http://localhost:1234/cb?app=1'),
    ).toBe(true);
    expect(
      matchesRegisteredRedirectUri('http://localhost/cb?app=1', 'http://localhost:1234/cb?app=2'),
    ).toBe(false);
  });

  it('compares any other URI as an exact string, port included', () => {
    const web = 'https://app.example/cb';
    expect(matchesRegisteredRedirectUri(web, 'https://app.example/cb')).toBe(true);
    expect(matchesRegisteredRedirectUri(web, 'https://app.example:443/cb')).toBe(false);
    expect(matchesRegisteredRedirectUri(web, 'https://app.example:8443/cb')).toBe(false);
    expect(matchesRegisteredRedirectUri(web, 'https://APP.example/cb')).toBe(false);
    expect(matchesRegisteredRedirectUri('http://app.example/cb', 'http://app.example:81/cb')).toBe(
      false,
    );
  });
});

describe('the client registry', () => {
  it('has exactly the two demo clients, both registering the loopback callbacks', () => {
    expect(OAUTH_CLIENTS.map((client) => client.clientId)).toEqual([
      'demo-portfolio',
      'demo-trading-bot',
    ]);
    for (const client of OAUTH_CLIENTS) {
      expect(client.redirectUris).toEqual([
        'http://127.0.0.1/oauth/callback',
        'http://localhost/oauth/callback',
      ]);
      expect(isRegisteredRedirectUri(client, 'http://localhost:4173/oauth/callback')).toBe(true);
      expect(isRegisteredRedirectUri(client, 'http://[::1]:4173/oauth/callback')).toBe(false);
    }
    expect(findOAuthClient('demo-trading-bot')).toMatchObject({
      verified: false,
      allowedScopes: ['account:read', 'balance:read', 'trade', 'withdraw'],
    });
    expect(findOAuthClient('demo-portfolio')).toMatchObject({
      verified: true,
      allowedScopes: ['account:read', 'balance:read'],
    });
    expect(findOAuthClient(undefined)).toBeUndefined();
    expect(findOAuthClient('toString')).toBeUndefined();
  });

  it('names the origins that may frame each client, none for an unknown one', () => {
    expect(frameOriginsFor('demo-portfolio')).toEqual(['http://127.0.0.1:*', 'http://localhost:*']);
    expect(frameOriginsFor('demo-trading-bot')).toEqual([]);
    expect(frameOriginsFor('no-such-client')).toEqual([]);
  });

  it('serves logos under the sandbox control prefix', () => {
    expect(oauthLogoPath('demo-portfolio')).toBe('/x-api/__sandbox/oauth/logo/demo-portfolio.svg');
  });
});
