import { isOAuthPage, oauthPageHeaders } from './oauth-page-headers';

const origins = (id: string) =>
  id === 'framed' ? ['http://127.0.0.1:*', "'unsafe-inline'", 'http://a.example;x'] : [];

describe('oauthPageHeaders', () => {
  it('lets nobody frame a client without frame origins, and sends no referrer', () => {
    expect(
      oauthPageHeaders(new URL('http://localhost/en/oauth-authorized?client_id=other'), origins),
    ).toEqual({
      'referrer-policy': 'same-origin',
      'content-security-policy': "frame-ancestors 'none'",
      'x-frame-options': 'DENY',
    });
  });

  it("names the client's frame origins, dropping anything that is not an origin", () => {
    expect(
      oauthPageHeaders(new URL('http://localhost/oauth-login?client_id=framed'), origins),
    ).toEqual({
      'referrer-policy': 'same-origin',
      'content-security-policy': 'frame-ancestors http://127.0.0.1:*',
    });
  });

  it('covers every OAuth page and nothing else', () => {
    for (const page of ['/oauth', '/tr/oauth-register', '/authorized', '/en-EU/oauth-authorized']) {
      expect(isOAuthPage(page)).toBe(true);
    }
    for (const page of ['/login', '/oauth/callback', '/oauthx', '/assets/oauth.js']) {
      expect(isOAuthPage(page)).toBe(false);
    }
    expect(oauthPageHeaders(new URL('http://localhost/login'), origins)).toEqual({});
  });
});
