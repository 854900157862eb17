import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whiteHostsQueryOptions } from '@/api/endpoints/white-hosts';
import { useApiClient } from '@/sign-in/contracts/api-client';

/**
 * For a screen a sign-in can end on: starts the get-white-hosts call once the page has mounted
 * (after hydration: neither prerendering nor the first paint waits for it); the answer is cached
 * for the page and read when the sign-in ends (white-hosts.ts; docs/requests-and-errors.md,
 * "Redirect safety").
 */
export function usePrefetchWhiteHosts(): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(whiteHostsQueryOptions(client));
  }, [client, queryClient]);
}
