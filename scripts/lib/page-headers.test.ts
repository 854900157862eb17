import { pageHeaders, type FramePolicy } from './page-headers';

const DENY = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

const SANDBOX_HOSTS = ['http://localhost:*', 'http://127.0.0.1:*', 'http://*.localhost:*'];

function policy(embedHosts: readonly string[] = SANDBOX_HOSTS, miniAppOrigin = ''): FramePolicy {
  return {
    frameOriginsFor: (clientId) => (clientId === 'framed' ? ['http://127.0.0.1:*'] : []),
    embedHosts,
    miniAppOrigin,
  };
}

const at = (path: string) => new URL(path, 'http://eu.localhost:4173');

describe('pageHeaders', () => {
  it("lets Telegram Web frame the mini app's pages only (the page's own origin in the sandbox)", () => {
    for (const path of [
      '/telegram-register-login',
      '/ar/telegram-register-login',
      '/earn/tg-page',
      '/en/earn/tg-page',
      '/en/min-app/task',
    ]) {
      expect(pageHeaders(at(path), policy()), path).toEqual({
        'content-security-policy': "frame-ancestors 'self'",
      });
      expect(pageHeaders(at(path), policy([], 'https://web.telegram.org')), path).toEqual({
        'content-security-policy': 'frame-ancestors https://web.telegram.org',
      });
    }
    for (const path of [
      '/login',
      '/en/login',
      '/telegram-register-login/x',
      '/a/b/min-app/task',
      '/earn',
      '/earn/tg-page/x',
    ]) {
      expect(pageHeaders(at(path), policy([], 'https://web.telegram.org')), path).toEqual(DENY);
    }
  });

  it('lets nobody frame an ordinary page', () => {
    for (const path of ['/login', '/en/register', '/third-party', '/', '/login?display=modal']) {
      expect(pageHeaders(at(path), policy()), path).toEqual(DENY);
    }
  });

  it("lets the edition's allowed hosts frame a widget page, and sends no referrer", () => {
    expect(pageHeaders(at('/en/login?embed=x&embedHost=http://127.0.0.1:9000'), policy())).toEqual({
      'content-security-policy':
        'frame-ancestors http://localhost:* http://127.0.0.1:* http://*.localhost:*',
      'referrer-policy': 'same-origin',
    });
    const production = pageHeaders(
      at('/register?embed=w1'),
      policy(['https://eu.exchange.example', 'https://*.partner.example']),
    );
    expect(production).toEqual({
      'content-security-policy':
        'frame-ancestors https://eu.exchange.example https://*.partner.example',
      'referrer-policy': 'same-origin',
    });
    expect(production).not.toHaveProperty('x-frame-options');
  });

  it('leaves malformed patterns out of the header', () => {
    expect(
      pageHeaders(
        at('/login?embed=x'),
        policy([
          "'self'",
          'https://ok.example',
          'https://a.example/path',
          'https://b.example;x',
          '*',
        ]),
      ),
    ).toEqual({
      'content-security-policy': 'frame-ancestors https://ok.example',
      'referrer-policy': 'same-origin',
    });
  });

  it('lets nobody frame a widget page of an edition with no allowed hosts', () => {
    expect(pageHeaders(at('/login?embed=x'), policy([]))).toEqual(DENY);
    expect(pageHeaders(at('/login?embed=x'), policy(['https://a.example/', "'self'"]))).toEqual(
      DENY,
    );
  });

  it('keeps the OAuth rules on the OAuth pages, with or without embed', () => {
    expect(pageHeaders(at('/en/oauth-login?client_id=framed&embed=x'), policy())).toEqual({
      'referrer-policy': 'same-origin',
      'content-security-policy': 'frame-ancestors http://127.0.0.1:*',
    });
    expect(pageHeaders(at('/oauth?client_id=other&embed=x'), policy())).toEqual({
      'referrer-policy': 'same-origin',
      ...DENY,
    });
  });

  it('gives a fresh object each time (a server may add to it)', () => {
    const first = pageHeaders(at('/login'), policy());
    first['x-extra'] = '1';
    expect(pageHeaders(at('/login'), policy())).toEqual(DENY);
  });
});
