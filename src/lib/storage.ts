/**
 * localStorage / sessionStorage access that never throws. Browsers throw on access in private
 * modes, when storage is disabled, inside sandboxed iframes (the OAuth iframe) and when the quota
 * is full; remembering a tab choice is never worth breaking the page for.
 */

export interface SafeStorage {
  get(key: string): string | null;
  /** Returns false when the value could not be stored. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  getJson<T = unknown>(key: string): T | null;
  setJson(key: string, value: unknown): boolean;
}

export type StorageArea = 'local' | 'session';

export function createSafeStorage(resolve: () => Storage | undefined): SafeStorage {
  const area = (): Storage | undefined => {
    try {
      return resolve();
    } catch {
      return undefined;
    }
  };
  const storage: SafeStorage = {
    get(key) {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const target = area();
        if (!target) return false;
        target.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        area()?.removeItem(key);
      } catch {
        // Nothing to do: the item is as gone as it can be.
      }
    },
    getJson<T>(key: string): T | null {
      const text = storage.get(key);
      if (text === null) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
    setJson(key, value) {
      let text: string;
      try {
        text = JSON.stringify(value);
      } catch {
        return false;
      }
      return storage.set(key, text);
    },
  };
  return storage;
}

export const localStore: SafeStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);

export const sessionStore: SafeStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);

/**
 * Session storage key of the visitor's current country, sent as `live_country_code` by the
 * login, register and third-party calls (docs/login.md, "The login flow"). Here rather than in a
 * module of its own: every page has this module already, and a module shared by the first load
 * and lazy code would be split into a file of its own.
 */
export const CURRENT_COUNTRY_KEY = 'currentCountry';

export function currentCountry(): string | null {
  return sessionStore.get(CURRENT_COUNTRY_KEY);
}
