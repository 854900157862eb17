import {
  isLoopbackHost,
  originAllowed,
  originMatches,
  originPatternProblem,
  parseOriginPattern,
} from './origin-pattern';

const FORMAT = /^must be scheme:\/\/host\[:port\] in lower case/;
const HTTPS_ONLY = 'must use https (plain http only for loopback hosts)';
const LOOPBACK_SANDBOX_ONLY = 'a loopback host is allowed in the sandbox only';
const TLD_WILDCARD =
  'a "*." wildcard must stand before a registrable domain, not a top-level domain';

describe('parseOriginPattern', () => {
  it('splits a pattern into scheme, wildcard, host and port', () => {
    expect(parseOriginPattern('https://partner.example')).toEqual({
      scheme: 'https',
      anySubdomain: false,
      host: 'partner.example',
      port: undefined,
    });
    expect(parseOriginPattern('http://*.localhost:*')).toEqual({
      scheme: 'http',
      anySubdomain: true,
      host: 'localhost',
      port: '*',
    });
    expect(parseOriginPattern('http://[::1]:8080')).toEqual({
      scheme: 'http',
      anySubdomain: false,
      host: '[::1]',
      port: '8080',
    });
    expect(parseOriginPattern('https://a.com:65535')?.port).toBe('65535');
  });

  it('refuses what is not an origin', () => {
    for (const pattern of [
      'https://a.com/',
      'https://a.com/path',
      'https://a.com?x=1',
      'https://a.com#x',
      'https://A.com',
      'HTTPS://a.com',
      'ftp://a.com',
      'a.com',
      '*',
      "'self'",
      'https://a.com:65536',
      'https://a.com:99999',
      'https://a.*.com',
      'https://*a.com',
      'https://a.com:',
      ' https://a.com',
      '',
    ]) {
      expect(parseOriginPattern(pattern), pattern).toBeUndefined();
    }
  });
});

describe('originPatternProblem', () => {
  it('accepts https hosts, subdomain wildcards and any port', () => {
    for (const pattern of [
      'https://partner.example',
      'https://*.partner.example',
      'https://partner.example:8443',
      'https://partner.example:*',
    ]) {
      expect(originPatternProblem(pattern, false), pattern).toBeUndefined();
      expect(originPatternProblem(pattern, true), pattern).toBeUndefined();
    }
  });

  it('accepts plain http on loopback hosts in the sandbox', () => {
    for (const pattern of [
      'http://localhost:*',
      'http://127.0.0.1:*',
      'http://*.localhost:*',
      'http://eu.localhost:4173',
      'http://[::1]:3000',
    ]) {
      expect(originPatternProblem(pattern, true), pattern).toBeUndefined();
    }
  });

  it('refuses plain http on any other host', () => {
    expect(originPatternProblem('http://partner.example', true)).toBe(HTTPS_ONLY);
    expect(originPatternProblem('http://partner.example', false)).toBe(HTTPS_ONLY);
    expect(originPatternProblem('http://*.partner.example:*', true)).toBe(HTTPS_ONLY);
  });

  it('refuses a loopback host in testnet and production, whatever the scheme', () => {
    for (const pattern of [
      'http://localhost:4173',
      'https://localhost',
      'http://127.0.0.1:*',
      'http://*.localhost:*',
      'http://[::1]:3000',
    ]) {
      expect(originPatternProblem(pattern, false), pattern).toBe(LOOPBACK_SANDBOX_ONLY);
    }
  });

  it('refuses paths, a trailing slash, upper case and an impossible port with the format rule', () => {
    for (const pattern of [
      'https://partner.example/login',
      'https://partner.example/',
      'https://Partner.example',
      'https://partner.example:65536',
    ]) {
      expect(originPatternProblem(pattern, true), pattern).toMatch(FORMAT);
    }
    expect(originPatternProblem('https://a.com/', true)).toContain(
      'no path, query or trailing slash',
    );
  });

  it('refuses a wildcard over a top-level domain', () => {
    expect(originPatternProblem('https://*.com', true)).toBe(TLD_WILDCARD);
    expect(originPatternProblem('https://*.com', false)).toBe(TLD_WILDCARD);
  });
});

describe('isLoopbackHost', () => {
  it('knows the visitor’s own machine', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'eu.localhost',
      '127.0.0.1',
      '127.1.2.3',
      '[::1]',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['localhost.evil.example', 'mylocalhost', '128.0.0.1', 'example.com']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('originMatches', () => {
  it('matches the exact host and nothing else', () => {
    expect(originMatches('https://a.com', 'https://a.com')).toBe(true);
    expect(originMatches('https://www.a.com', 'https://a.com')).toBe(false);
    expect(originMatches('https://a.com.evil.example', 'https://a.com')).toBe(false);
    expect(originMatches('https://evila.com', 'https://a.com')).toBe(false);
  });

  it('matches any subdomain with "*.", but not the bare domain', () => {
    expect(originMatches('https://www.a.com', 'https://*.a.com')).toBe(true);
    expect(originMatches('https://x.y.a.com', 'https://*.a.com')).toBe(true);
    expect(originMatches('https://a.com', 'https://*.a.com')).toBe(false);
    expect(originMatches('https://evila.com', 'https://*.a.com')).toBe(false);
  });

  it('matches any port with ":*", a named port only, and the default port otherwise', () => {
    expect(originMatches('http://localhost:4173', 'http://localhost:*')).toBe(true);
    expect(originMatches('http://localhost', 'http://localhost:*')).toBe(true);
    expect(originMatches('https://a.com:8443', 'https://a.com:8443')).toBe(true);
    expect(originMatches('https://a.com:8444', 'https://a.com:8443')).toBe(false);
    expect(originMatches('https://a.com:8443', 'https://a.com')).toBe(false);
    expect(originMatches('http://localhost:4173', 'http://localhost')).toBe(false);
  });

  it('treats the scheme’s default port as written or not', () => {
    expect(originMatches('https://a.com', 'https://a.com:443')).toBe(true);
    expect(originMatches('http://a.com', 'http://a.com:80')).toBe(true);
    expect(originMatches('https://a.com', 'https://a.com:8443')).toBe(false);
    // 443 is https's default, not http's.
    expect(originMatches('http://a.com', 'http://a.com:443')).toBe(false);
  });

  it('never matches across schemes', () => {
    expect(originMatches('http://a.com', 'https://a.com')).toBe(false);
    expect(originMatches('https://localhost:4173', 'http://localhost:*')).toBe(false);
  });

  it('matches the sandbox patterns of the editions', () => {
    expect(originMatches('http://eu.localhost:4173', 'http://*.localhost:*')).toBe(true);
    expect(originMatches('http://localhost:4173', 'http://*.localhost:*')).toBe(false);
    expect(originMatches('http://127.0.0.1:9000', 'http://127.0.0.1:*')).toBe(true);
    expect(originMatches('http://[::1]:3000', 'http://[::1]:*')).toBe(true);
  });

  it('matches only a real origin, never a URL with a path or a written default port', () => {
    expect(originMatches('https://a.com/', 'https://a.com')).toBe(false);
    expect(originMatches('https://a.com/login', 'https://a.com')).toBe(false);
    expect(originMatches('https://a.com:443', 'https://a.com')).toBe(false);
    expect(originMatches('https://A.com', 'https://a.com')).toBe(false);
    expect(originMatches('not an origin', 'https://a.com')).toBe(false);
    expect(originMatches('null', 'https://a.com')).toBe(false);
  });

  it('matches nothing against a malformed pattern', () => {
    expect(originMatches('https://a.com', 'https://a.com/')).toBe(false);
    expect(originMatches('https://a.com', 'https://A.com')).toBe(false);
    expect(originMatches('https://a.com', '*')).toBe(false);
  });
});

describe('originAllowed', () => {
  const sandbox = ['http://localhost:*', 'http://127.0.0.1:*', 'http://*.localhost:*'];

  it('allows an origin that matches any pattern of the list', () => {
    expect(originAllowed('http://127.0.0.1:9000', sandbox)).toBe(true);
    expect(originAllowed('http://eu.localhost:4173', sandbox)).toBe(true);
    expect(originAllowed('https://evil.example', sandbox)).toBe(false);
  });

  it('allows nothing with an empty list', () => {
    expect(originAllowed('http://localhost:4173', [])).toBe(false);
  });
});
