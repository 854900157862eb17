/**
 * Where the user token lives: a cookie named after the environment (so a sandbox token is never
 * sent to testnet or production hosts), or session storage inside an OAuth iframe, where
 * third-party cookies may be blocked.
 */
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { sessionStore } from './storage';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export function tokenCookieName(environment: string): string {
  return `user-token-${environment}`;
}

/** Session cookie: the server decides how long a login lasts, not the browser. */
export function createTokenStore(environment: string, inOAuthIframe = false): TokenStore {
  const name = tokenCookieName(environment);
  if (inOAuthIframe) {
    return {
      get: () => sessionStore.get(name),
      set: (token) => void sessionStore.set(name, token),
      clear: () => sessionStore.remove(name),
    };
  }
  return {
    get: () => readCookie(name),
    set: (token) => writeCookie(name, token),
    clear: () => deleteCookie(name),
  };
}
