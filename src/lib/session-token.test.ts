import { createTokenStore, tokenCookieName } from './session-token';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  document.cookie = `${tokenCookieName('sandbox')}=; max-age=0; path=/`;
});

describe('the token store in an OAuth iframe', () => {
  it('keeps the token in session storage, not in the cookie', () => {
    const tokens = createTokenStore('sandbox', true);
    tokens.set('t1');
    expect(sessionStorage.getItem(tokenCookieName('sandbox'))).toBe('t1');
    expect(document.cookie).not.toContain('t1');
    expect(tokens.get()).toBe('t1');
    tokens.clear();
    expect(tokens.get()).toBeNull();
  });

  it('keeps it in memory when the browser refuses storage to a third-party frame', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const tokens = createTokenStore('sandbox', true);
    expect(tokens.get()).toBeNull();
    tokens.set('t2');
    expect(tokens.get()).toBe('t2');
    tokens.clear();
    expect(tokens.get()).toBeNull();
  });
});

describe('the token store on a page', () => {
  it('uses the environment-named cookie', () => {
    const tokens = createTokenStore('sandbox');
    tokens.set('t3');
    expect(document.cookie).toContain(`${tokenCookieName('sandbox')}=t3`);
    expect(sessionStorage.length).toBe(0);
  });
});
