import { QueryClient, QueryObserver, notifyManager } from '@tanstack/react-query';
import type { QueryRuntime } from './query-client-source';

/** How the page's queries behave: one retry, no refetch when the window regains focus. */
export const QUERY_DEFAULTS = {
  queries: { retry: 1, refetchOnWindowFocus: false },
} as const;

/**
 * The page's query runtime (loaded on demand, ./query-client-source.ts); `client` is a test's
 * own client, otherwise one with the page's defaults.
 */
export function createQueryRuntime(
  client: QueryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS }),
): QueryRuntime {
  return { client, QueryObserver, notifyManager };
}
