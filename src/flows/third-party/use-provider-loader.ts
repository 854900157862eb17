import { useEffect, useRef, useState } from 'react';

export type ProviderLoad<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed' };

type Settled<T> =
  | { readonly token: string; readonly ok: true; readonly value: T }
  | { readonly token: string; readonly ok: false };

/**
 * Runs a provider's loader (dynamic import of its adapter, then its script) when the button
 * first renders, again when `key` changes, and again on `retry()` after a failure.
 */
export function useProviderLoader<T>(
  load: () => Promise<T>,
  key: string,
): { readonly state: ProviderLoad<T>; readonly retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const token = `${key}#${attempt}`;

  useEffect(() => {
    let live = true;
    latestLoad.current().then(
      (value) => {
        if (live) setSettled({ token, ok: true, value });
      },
      () => {
        if (live) setSettled({ token, ok: false });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const state: ProviderLoad<T> =
    settled?.token !== token
      ? { status: 'loading' }
      : settled.ok
        ? { status: 'ready', value: settled.value }
        : { status: 'failed' };
  return { state, retry: () => setAttempt((count) => count + 1) };
}
