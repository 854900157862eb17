import { useEffect } from 'react';

/** Browsers without requestIdleCallback (Safari before 18) wait this long instead. */
export const PREFETCH_FALLBACK_DELAY_MS = 1500;
/** An idle moment is waited for at most this long. */
export const PREFETCH_IDLE_TIMEOUT_MS = 4000;

export type ModuleLoader = () => Promise<unknown>;

/**
 * Loads modules a page needs only on its first submit (the password hash, the submit pipeline,
 * response schemas) once the browser is idle, so they cost the first load nothing and a submit
 * rarely waits for them. A failed prefetch is ignored: the submit loads the module again.
 * Returns a cancel function.
 */
export function prefetchWhenIdle(loaders: readonly ModuleLoader[]): () => void {
  const run = () => {
    for (const load of loaders) load().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, PREFETCH_FALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}

/** prefetchWhenIdle once the component has mounted (after hydration on a prerendered page). */
export function usePrefetchWhenIdle(loaders: readonly ModuleLoader[]): void {
  useEffect(() => prefetchWhenIdle(loaders), [loaders]);
}
