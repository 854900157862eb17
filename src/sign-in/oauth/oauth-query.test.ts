import {
  isOAuthSignIn,
  oauthQueryOf,
  oauthReturnPath,
  oauthSignInLink,
  withQuery,
} from './oauth-query';
import { isOAuthReturnPath, isOAuthSignInPath } from './oauth-sign-in-path';

describe('oauthQueryOf', () => {
  it('keeps the OAuth fields byte for byte, in their order, and drops the rest', () => {
    const search =
      '?display=page&response_type=code&client_id=demo-portfolio&redirect_uri=http%3A%2F%2F127.0.0.1%3A4173%2Foauth%2Fcallback&scope=account%3Aread+balance%3Aread&state=a+b%2Bc%252F%2F%C3%9F%E2%9C%93&from=oauth';
    expect(oauthQueryOf(search)).toBe(
      'response_type=code&client_id=demo-portfolio&redirect_uri=http%3A%2F%2F127.0.0.1%3A4173%2Foauth%2Fcallback&scope=account%3Aread+balance%3Aread&state=a+b%2Bc%252F%2F%C3%9F%E2%9C%93',
    );
  });

  it('keeps PKCE fields and field names written percent-encoded', () => {
    expect(oauthQueryOf('code_challenge=abc&code%5Fchallenge%5Fmethod=S256&x=1')).toBe(
      'code_challenge=abc&code%5Fchallenge%5Fmethod=S256',
    );
  });

  it('keeps a repeated field (the server refuses it) and survives malformed escapes', () => {
    expect(oauthQueryOf('state=1&state=2&%E0%A4%A=3')).toBe('state=1&state=2');
  });

  it('is empty for a query without OAuth fields', () => {
    expect(oauthQueryOf('')).toBe('');
    expect(withQuery('/oauth', '')).toBe('/oauth');
  });
});

describe('OAuth sign-in pages', () => {
  it('are the OAuth login and register paths, with or without a locale', () => {
    expect(isOAuthSignInPath('/oauth-login')).toBe(true);
    expect(isOAuthSignInPath('/tr/oauth-register')).toBe(true);
    expect(isOAuthSignInPath('/login')).toBe(false);
    expect(isOAuthSignInPath('/oauth')).toBe(false);
  });

  it('include a page reached from one with from=oauth while it carries the request', () => {
    expect(isOAuthSignIn('/app/user/sub-account-login', '?from=oauth&client_id=x')).toBe(true);
    expect(isOAuthSignIn('/app/user/sub-account-login', '?from=oauth')).toBe(false);
    expect(isOAuthSignIn('/login', '?client_id=x')).toBe(false);
  });

  it('return to /{lang}/oauth with the request', () => {
    expect(oauthReturnPath('/oauth-login', '?client_id=c&state=%20&redirect_url=/x', 'en')).toBe(
      '/en/oauth?client_id=c&state=%20',
    );
    expect(oauthReturnPath('/login', '?client_id=c', 'en')).toBeUndefined();
  });
});

describe('oauthSignInLink', () => {
  it('switches between the OAuth login and register pages with the request', () => {
    const location = { pathname: '/tr/oauth-login', search: '?client_id=c&display=page' };
    expect(oauthSignInLink('register', location, 'tr')).toBe('/tr/oauth-register?client_id=c');
    expect(oauthSignInLink('login', { pathname: '/register', search: '' }, 'tr')).toBeUndefined();
  });
});

describe('isOAuthReturnPath', () => {
  it('is the OAuth entry with or without a locale, and nothing else', () => {
    expect(isOAuthReturnPath('/en/oauth?client_id=c')).toBe(true);
    expect(isOAuthReturnPath('/oauth')).toBe(true);
    expect(isOAuthReturnPath('/en/oauth-authorized?x')).toBe(false);
    expect(isOAuthReturnPath('/en/dashboard')).toBe(false);
    expect(isOAuthReturnPath('https://evil.example/oauth?x')).toBe(false);
    expect(isOAuthReturnPath('//evil.example/oauth')).toBe(false);
  });
});
