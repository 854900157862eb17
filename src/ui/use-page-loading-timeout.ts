import { useEffect, useState } from 'react';

/**
 * Page loading time-out (docs/registration-pieces.md, "Promo panel"): a page waits this long for
 * the data it decorates itself with (its configs) before it stops showing that it is loading and
 * shows its defaults. It never blocks the form, which is usable throughout.
 */
export const PAGE_LOADING_TIMEOUT_MS = 3_000;

/** True once `loading` has lasted PAGE_LOADING_TIMEOUT_MS; false again when it ends. */
export function usePageLoadingTimedOut(loading: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setTimedOut(true), PAGE_LOADING_TIMEOUT_MS);
    // When loading ends (or starts over) the next wait counts from zero.
    return () => {
      clearTimeout(timer);
      setTimedOut(false);
    };
  }, [loading]);
  return loading && timedOut;
}
