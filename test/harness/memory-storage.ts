import { createSafeStorage, type SafeStorage } from '@/lib/storage';

/** A `SafeStorage` over a map of its own, for tests that must not share the page's storage. */
export function memoryStorage(): SafeStorage {
  const backing = new Map<string, string>();
  return createSafeStorage(
    () =>
      ({
        getItem: (key: string) => backing.get(key) ?? null,
        setItem: (key: string, value: string) => void backing.set(key, value),
        removeItem: (key: string) => void backing.delete(key),
      }) as Storage,
  );
}
