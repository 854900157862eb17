import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useLoadQueryClient } from '@/sign-in/query/query-client-context';

/** The query parameter whose target the whitelist decides on (destination.ts). */
const REDIRECT_PARAM = 'redirect_url';

/**
 * For a screen a sign-in can end on: when the page names a `redirect_url`, starts the
 * get-white-hosts call once the page has mounted (after hydration: neither prerendering nor the
 * first paint waits for it); the answer is cached for the page and read when the sign-in ends
 * (white-hosts.ts; docs/requests-and-errors.md, "Redirect safety"). Without one the whitelist
 * decides nothing, so neither the call nor its code is loaded.
 */
export function usePrefetchWhiteHosts(): void {
  const client = useApiClient();
  const loadQueryClient = useLoadQueryClient();
  const wanted = new URLSearchParams(useLocation().search).has(REDIRECT_PARAM);
  useEffect(() => {
    if (!wanted) return;
    void Promise.all([import('@/api/endpoints/white-hosts'), loadQueryClient()]).then(
      ([{ whiteHostsQueryOptions }, queryClient]) =>
        queryClient.prefetchQuery(whiteHostsQueryOptions(client)),
    );
  }, [wanted, client, loadQueryClient]);
}
