import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (user agent, window objects), read without breaking
 * hydration: the prerendered HTML and the first client render use `serverValue`, and React
 * re-renders with the real value right after.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/**
 * False while rendering on the server and while hydrating a prerendered page, true afterwards:
 * cookies and the referrer may only be read when it is true, or the hydrated page would differ
 * from the prerendered one.
 */
export function useAfterHydration(): boolean {
  return useClientValue(afterHydration, false);
}

const afterHydration = () => true;
