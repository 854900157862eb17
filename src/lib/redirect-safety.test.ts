import { safeRedirectTarget, type RedirectContext } from './redirect-safety';

const context: RedirectContext = {
  origin: 'https://www.own.example',
  ownHosts: ['own.example', 'own-eu.example', '.own.tr'],
  whitelistOrigins: ['https://partner.example:8443', 'http://localhost:5173'],
};

const check = (target: string | null | undefined) => safeRedirectTarget(target, context);

describe('safeRedirectTarget: accepted targets', () => {
  it.each([
    ['/en/dashboard', '/en/dashboard'],
    ['/en/dashboard?tab=spot#top', '/en/dashboard?tab=spot#top'],
    ['/', '/'],
    ['/fiat/trade/express/home', '/fiat/trade/express/home'],
  ])('keeps the same-origin path %s', (target, expected) => {
    expect(check(target)).toBe(expected);
  });

  it.each([
    ['en/dashboard', '/en/dashboard'],
    ['dashboard?x=1', '/dashboard?x=1'],
    ['?x=1', '/?x=1'],
    ['evil.com', '/evil.com'],
    ['./user/assets', '/user/assets'],
  ])('gives the relative target %s a leading slash', (target, expected) => {
    expect(check(target)).toBe(expected);
  });

  it.each([
    ['https://www.own.example/en/markets', 'https://www.own.example/en/markets'],
    ['https://own.example/trade?s=BTC', 'https://own.example/trade?s=BTC'],
    ['https://learn.own.example/a', 'https://learn.own.example/a'],
    ['https://WWW.OWN-EU.EXAMPLE/x', 'https://www.own-eu.example/x'],
    ['https://own.tr/x', 'https://own.tr/x'],
    ['https://own.example./x', 'https://own.example./x'],
    ['//www.own.example/en/home', 'https://www.own.example/en/home'],
    ['https://partner.example:8443/callback', 'https://partner.example:8443/callback'],
    ['http://localhost:5173/x', 'http://localhost:5173/x'],
  ])('accepts our own domains and whitelisted origins: %s', (target, expected) => {
    expect(check(target)).toBe(expected);
  });

  it('accepts http on the page origin itself (local development)', () => {
    expect(
      safeRedirectTarget('http://localhost:3000/en/dashboard', {
        origin: 'http://localhost:3000',
        ownHosts: [],
      }),
    ).toBe('http://localhost:3000/en/dashboard');
  });
});

describe('safeRedirectTarget: /nl-NL is rewritten to /en', () => {
  it.each([
    ['/nl-NL/dashboard', '/en/dashboard'],
    ['/nl-NL', '/en'],
    ['/nl-nl/markets?x=1', '/en/markets?x=1'],
    ['https://own.example/nl-NL/trade', 'https://own.example/en/trade'],
  ])('%s', (target, expected) => {
    expect(check(target)).toBe(expected);
  });

  it('leaves other locales and lookalike segments alone', () => {
    expect(check('/nl-EU/dashboard')).toBe('/nl-EU/dashboard');
    expect(check('/nl-NLX/dashboard')).toBe('/nl-NLX/dashboard');
    expect(check('/en/nl-NL')).toBe('/en/nl-NL');
  });
});

describe('safeRedirectTarget: sign-in pages are blanked', () => {
  it.each([
    '/login',
    '/login/',
    '/login?redirect_url=/x',
    '/register',
    '/register/email',
    '/sign-up',
    '/invite',
    '/invite-friends',
    '/invite/abc',
    '/oauth',
    '/oauth-login',
    '/oauth-register',
    '/oauth-authorized',
    '/app/user/retrieve',
    '/app/user/retrieve?from=oauth',
    '/app/user/auto-ban-account',
    '/app/user/sub-account-login',
    '/app/user/sub-account-login?redirect_url=/x',
  ])('%s', (target) => {
    expect(check(target)).toBeNull();
  });

  it.each([
    '/en/login',
    '/tr/login',
    '/xx-XX/login',
    '/pt-BR/register',
    '/tr-TUR/sign-up',
    '/es-419/oauth-login',
    '/en/app/user/retrieve',
    '/en/invite',
    '/nl-NL/login',
  ])('also after a locale prefix: %s', (target) => {
    expect(check(target)).toBeNull();
  });

  it.each([
    'login',
    'en/login',
    'https://www.own.example/en/login',
    '//own.example/register',
    '/LOGIN',
    '/En/Login',
    '/%6Cogin',
    '/en//login',
    '/en/./login',
    '/x/../login',
    '/x/%2e%2e/login',
    '/en%2Flogin',
    '/login%3Fnext',
  ])('however it is spelled: %s', (target) => {
    expect(check(target)).toBeNull();
  });

  it('does not blank pages that merely start with the same letters', () => {
    expect(check('/logins-history')).toBe('/logins-history');
    expect(check('/registered-users')).toBe('/registered-users');
    expect(check('/en/app/user/retrieved')).toBe('/en/app/user/retrieved');
    expect(check('/en/dashboard/login-history')).toBe('/en/dashboard/login-history');
  });

  it('blanks malformed percent-encoding rather than guessing', () => {
    expect(check('/en/%E0%A4%A')).toBeNull();
  });
});

describe('safeRedirectTarget: hostile targets are refused', () => {
  it.each([
    ['nothing', undefined],
    ['null', null],
    ['empty', ''],
  ])('%s', (_label, target) => {
    expect(check(target)).toBeNull();
  });

  it.each([
    'https://evil.com',
    'https://evil.com/en/dashboard',
    'http://evil.com',
    '//evil.com',
    '//evil.com/path',
    '///evil.com',
    '////evil.com',
    'https:evil.com',
    'https:/evil.com',
    'https://evilown.example',
    'https://own.example.evil.com',
    'https://evil.com/own.example',
    'https://evil.com?own.example',
    'https://evil.com#own.example',
    'https://partner.example/callback',
    'http://partner.example:8443/callback',
    'https://localhost:5173/x',
    'http://own.example/x',
    'http://www.own.example/x',
    'https://xn--wn-jmc.example/x',
    'https://оwn.example/x',
    'https://www.own.example:443@evil.com',
  ])('foreign or downgraded origin: %s', (target) => {
    expect(check(target)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'javascript://www.own.example/%0Aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://own.example/x',
    'blob:https://www.own.example/uuid',
    'own.example:443/x',
  ])('non-http scheme: %s', (target) => {
    expect(check(target)).toBeNull();
  });

  it.each([
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    'https://www.own.example\\@evil.com',
    'https:\\\\evil.com',
  ])('backslash trick: %s', (target) => {
    expect(check(target)).toBeNull();
  });

  it.each([
    'https://own.example@evil.com',
    'https://own.example:pass@evil.com/',
    'https://user@www.own.example/x',
    '//own.example@evil.com',
    'https://www.own.example%40evil.com',
  ])('userinfo trick: %s', (target) => {
    expect(check(target)).toBeNull();
  });

  it.each([
    ' /en/dashboard',
    '/en/dashboard ',
    '\t//evil.com',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '/\t/evil.com',
    '/%09/evil.com'.replace('%09', '\u0009'),
    '\u0000/en',
    '/en\u0000',
    '\u001f//evil.com',
    '\u007f//evil.com',
    '\u00a0//evil.com',
    '\u200b//evil.com',
    '/\u202e/en',
    '\ufeff/en',
    '/en\u2028',
    '\u3000/en',
  ])('control or whitespace character: %j', (target) => {
    expect(check(target)).toBeNull();
  });

  it('never returns a relative path that a browser would read as another host', () => {
    expect(check('/.//evil.com')).toBeNull();
    expect(check('/./\u002f/evil.com')).toBeNull();
    expect(check('/a/..//evil.com')).toBeNull();
  });

  it('refuses everything when the page origin itself is unusable', () => {
    expect(safeRedirectTarget('/en/dashboard', { origin: 'about:blank', ownHosts: [] })).toBeNull();
    expect(safeRedirectTarget('/en/dashboard', { origin: 'not a url', ownHosts: [] })).toBeNull();
  });

  it('ignores blank entries in the own-domain list', () => {
    expect(
      safeRedirectTarget('https://evil.com/', { origin: 'https://a.example', ownHosts: ['', ' '] }),
    ).toBeNull();
  });
});

describe('safeRedirectTarget: encoded slashes and dots', () => {
  it.each([
    '/%2F%2Fevil.com',
    '/%2f/evil.com',
    '/%5Cevil.com',
    '/%5c%5cevil.com',
    'https://www.own.example/%2F%2Fevil.com',
    'https://own.example%2F.evil.com/x',
    'https://evil.com%2F.own.example/x',
    'https://own.example%2eevil.com/x',
    'https://www.own.example%2e.evil.com/',
    '//evil.com%2F@www.own.example',
  ])('refused: %s', (target) => {
    expect(check(target)).toBeNull();
  });

  it.each([
    ['/en/%2e%2e/dashboard', '/dashboard'],
    ['/en/markets/%2Fbtc', '/en/markets/%2Fbtc'],
    ['https://www.own.example/a%2Fb', 'https://www.own.example/a%2Fb'],
  ])('an encoded slash or dot inside our own path stays on our site: %s', (target, expected) => {
    expect(check(target)).toBe(expected);
  });
});

describe('safeRedirectTarget: look-alike and suffix domains', () => {
  it.each([
    'https://own.example.evil.net/',
    'https://own.example-evil.com/',
    'https://own-example.com/',
    'https://notown.example/',
    'https://own.exampl/',
    'https://own.examples/',
    'https://wwwown.example/',
    'https://own.example.com/',
    'https://xn--own-eu-8ya.example/',
    'https://оwn-eu.example/',
    'https://own.ехаmple/',
    'https://2130706433/',
    'https://127.0.0.1/',
    'https://[::1]/',
  ])('refused: %s', (target) => {
    expect(check(target)).toBeNull();
  });

  it('matches own hosts given in Unicode against the punycode the parser produces', () => {
    const idn: RedirectContext = { origin: 'https://a.example', ownHosts: ['bücher.example'] };
    expect(safeRedirectTarget('https://bücher.example/x', idn)).toBe(
      'https://xn--bcher-kva.example/x',
    );
    expect(safeRedirectTarget('https://xn--bcher-kva.example/x', idn)).toBe(
      'https://xn--bcher-kva.example/x',
    );
    expect(safeRedirectTarget('https://bucher.example/x', idn)).toBeNull();
  });

  it('holds an own host with a port to that port', () => {
    const local: RedirectContext = {
      origin: 'http://tur.localhost:4180',
      ownHosts: ['eu.localhost:4180'],
    };
    expect(safeRedirectTarget('http://eu.localhost:4180/x', local)).toBe(
      'http://eu.localhost:4180/x',
    );
    expect(safeRedirectTarget('http://eu.localhost:9999/x', local)).toBeNull();
  });

  it('ignores own-host entries that are not a bare host', () => {
    const odd: RedirectContext = {
      origin: 'https://a.example',
      ownHosts: ['evil.com/own.example', 'user@own.example', 'own.example?x'],
    };
    expect(safeRedirectTarget('https://evil.com/own.example', odd)).toBeNull();
    expect(safeRedirectTarget('https://own.example/', odd)).toBeNull();
  });
});

describe('safeRedirectTarget: the editions of one environment', () => {
  // What the login flow passes: every edition's sandbox hosts (editionHosts, all editions).
  const sandbox: RedirectContext = {
    origin: 'http://tur.localhost:4180',
    ownHosts: ['localhost', 'global.localhost', 'eu.localhost', 'tur.localhost', 'hkg.localhost'],
  };
  const production: RedirectContext = {
    origin: 'https://tur.exchange.example',
    ownHosts: ['www.exchange.example', 'eu.exchange.example', 'tur.exchange.example'],
  };

  it.each([
    ['http://eu.localhost:4180/en-EU/dashboard', sandbox],
    ['http://localhost:4180/en/dashboard', sandbox],
    ['https://eu.exchange.example/en-EU/dashboard', production],
    ['https://www.exchange.example/en/markets', production],
    ['https://learn.www.exchange.example/x', production],
  ])('goes to another edition: %s', (target, context) => {
    expect(safeRedirectTarget(target, context)).toBe(target);
  });

  it.each([
    ['http://eu.exchange.example/en-EU/dashboard', production],
    ['https://exchange.example.evil.net/', production],
    ['https://evil-exchange.example/', production],
    ['https://exchange.example/', production],
    ['http://localhost.evil.net:4180/', sandbox],
    ['http://evil.localhost.com:4180/', sandbox],
  ])('but not outside them, nor down to http from https: %s', (target, context) => {
    expect(safeRedirectTarget(target, context)).toBeNull();
  });
});

describe('safeRedirectTarget: what the browser would parse differently from a naive check', () => {
  it.each([
    'https://evil.com\\@www.own.example',
    'https://evil.com?@www.own.example',
    'https://evil.com#@www.own.example',
    'https://evil.com;www.own.example',
    'https://www.own.example@evil.com/',
    'https://www.own.example:@evil.com/',
    'https://www.own.example%00.evil.com/',
    'HTTPS://EVIL.COM/',
    'https:evil.com/www.own.example',
    'https:\\\\www.own.example@evil.com',
    '\\/\\/evil.com',
    '/ /evil.com',
    'https://www.own.example:99999/',
  ])('refused: %s', (target) => {
    expect(check(target)).toBeNull();
  });

  it.each([
    ['https://www.own.example#@evil.com', 'https://www.own.example/#@evil.com'],
    [
      'https://www.own.example/?next=https://evil.com',
      'https://www.own.example/?next=https://evil.com',
    ],
    ['HTTPS://WWW.OWN.EXAMPLE/x', 'https://www.own.example/x'],
    ['https://www.own.example:443/x', 'https://www.own.example/x'],
    ['/%6Aavascript:alert(1)', '/%6Aavascript:alert(1)'],
    ['javascript%3Aalert(1)', '/javascript%3Aalert(1)'],
  ])('accepted as the canonical URL the browser will open: %s', (target, expected) => {
    expect(check(target)).toBe(expected);
  });

  it.each([
    'JAVASCRIPT:alert(1)',
    'jAvAsCrIpT:alert(1)',
    ' javascript:alert(1)',
    'javascript:alert(1)//https://www.own.example',
    'DATA:text/html,<script>alert(1)</script>',
    'Data:,x',
    'VBScript:msgbox(1)',
    'VBSCRIPT:msgbox(1)',
  ])('dangerous schemes in any case: %s', (target) => {
    expect(check(target)).toBeNull();
  });
});

describe('safeRedirectTarget: characters a host name cannot have', () => {
  it.each([
    'https://evil.com$.www.own.example/',
    'https://evil.com!.own.example/',
    'https://a*b.own.example/',
    'https://evil.com,www.own.example/',
  ])('refused even under our domain: %s', (target) => {
    expect(check(target)).toBeNull();
  });
});
