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
