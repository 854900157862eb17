import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while rendering on the server and while hydrating a prerendered page, true afterwards:
 * cookies and the referrer may only be read when it is true, or the hydrated page would differ
 * from the prerendered one.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
