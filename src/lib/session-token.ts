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
    // A browser that blocks third-party storage refuses session storage in the frame too: the
    // token is then kept in memory for as long as the page lives (the OAuth flow moves between
    // its pages without reloading; docs/oauth.md, "Iframe mode").
    let inMemory: string | null = null;
    return {
      get: () => sessionStore.get(name) ?? inMemory,
      set: (token) => {
        inMemory = token;
        sessionStore.set(name, token);
      },
      clear: () => {
        inMemory = null;
        sessionStore.remove(name);
      },
    };
  }
  return {
    get: () => readCookie(name),
    set: (token) => writeCookie(name, token),
    clear: () => deleteCookie(name),
  };
}
