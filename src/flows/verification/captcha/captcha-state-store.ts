import type { CaptchaLoaderState, CaptchaProviderId } from './captcha-types';

export interface CaptchaLoaderSnapshot {
  readonly state: CaptchaLoaderState;
  /** The provider being loaded or shown. */
  readonly provider: CaptchaProviderId | null;
  /** The run is over (passed, cancelled or unavailable). */
  readonly finished: boolean;
}

/** The loader's state as a tiny external store, for the loading indicator (useSyncExternalStore). */
export interface CaptchaStateStore {
  get(): CaptchaLoaderSnapshot;
  set(state: CaptchaLoaderState, provider: CaptchaProviderId | null): void;
  finish(): void;
  subscribe(listener: () => void): () => void;
}

export function createCaptchaStateStore(): CaptchaStateStore {
  let snapshot: CaptchaLoaderSnapshot = { state: 'init', provider: null, finished: false };
  const listeners = new Set<() => void>();
  const publish = (next: CaptchaLoaderSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => snapshot,
    set: (state, provider) => publish({ ...snapshot, state, provider }),
    finish: () => publish({ ...snapshot, finished: true }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
