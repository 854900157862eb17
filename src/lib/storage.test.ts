import { createSafeStorage, localStore, sessionStore } from './storage';

function throwingStorage(error: Error): Storage {
  return {
    length: 0,
    clear: () => undefined,
    key: () => null,
    getItem: () => {
      throw error;
    },
    setItem: () => {
      throw error;
    },
    removeItem: () => {
      throw error;
    },
  };
}

describe('safe storage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads and writes the real local and session storage', () => {
    expect(localStore.set('tab', 'mobile')).toBe(true);
    expect(localStore.get('tab')).toBe('mobile');
    expect(localStorage.getItem('tab')).toBe('mobile');
    expect(sessionStore.set('currentCountry', 'TR')).toBe(true);
    expect(sessionStorage.getItem('currentCountry')).toBe('TR');
    localStore.remove('tab');
    expect(localStore.get('tab')).toBeNull();
  });

  it('never throws when storage access itself is refused (private mode, sandboxed iframe)', () => {
    const store = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(store.get('a')).toBeNull();
    expect(store.set('a', '1')).toBe(false);
    expect(() => store.remove('a')).not.toThrow();
    expect(store.getJson('a')).toBeNull();
    expect(store.setJson('a', { b: 1 })).toBe(false);
  });

  it('reports a full quota as a failed write instead of throwing', () => {
    const store = createSafeStorage(() =>
      throwingStorage(new DOMException('full', 'QuotaExceededError')),
    );
    expect(store.set('a', 'x'.repeat(10))).toBe(false);
    expect(store.get('a')).toBeNull();
    expect(() => store.remove('a')).not.toThrow();
  });

  it('answers null/false when there is no storage at all', () => {
    const store = createSafeStorage(() => undefined);
    expect(store.get('a')).toBeNull();
    expect(store.set('a', '1')).toBe(false);
  });

  it('round-trips JSON and treats unparsable or unserialisable values as absent', () => {
    expect(localStore.setJson('config', { tab: 'email', count: 2 })).toBe(true);
    expect(localStore.getJson('config')).toEqual({ tab: 'email', count: 2 });
    localStorage.setItem('broken', '{not json');
    expect(localStore.getJson('broken')).toBeNull();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(localStore.setJson('cyclic', cyclic)).toBe(false);
  });
});
