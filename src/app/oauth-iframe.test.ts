import { isOAuthIframe, oauthTmpLoginId } from './oauth-iframe';

function fakeWindow(pathname: string, framed: boolean): Window {
  const self = {} as Window;
  return { self, top: framed ? ({} as Window) : self, location: { pathname } } as unknown as Window;
}

describe('OAuth iframe mode', () => {
  it('is on only inside a frame on an OAuth path, with or without a locale prefix', () => {
    expect(isOAuthIframe(fakeWindow('/oauth-login', true))).toBe(true);
    expect(isOAuthIframe(fakeWindow('/en/oauth', true))).toBe(true);
    expect(isOAuthIframe(fakeWindow('/oauth-login', false))).toBe(false);
    expect(isOAuthIframe(fakeWindow('/login', true))).toBe(false);
  });

  it('sends the client_id, or not_found without one', () => {
    expect(oauthTmpLoginId('?client_id=abc&state=x')).toBe('abc');
    expect(oauthTmpLoginId('?state=x')).toBe('not_found');
  });
});
