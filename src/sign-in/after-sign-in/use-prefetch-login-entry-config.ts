import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '@/sign-in/contracts/api-client';

/**
 * For a screen a sign-in can end on: starts the login-entry config call once the page has
 * mounted (neither prerendering nor the first paint waits for it), so the Chinese site's hosts
 * are known when the sign-in ends (zh-hostnames.ts; docs/login.md, "Redirect destinations").
 * The call is cached for the page; the register page's welcome gift reads the same answer.
 */
export function usePrefetchLoginEntryConfig(): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    void import('@/api/endpoints/login-entry-config').then(({ loginEntryConfigQueryOptions }) =>
      queryClient.prefetchQuery(loginEntryConfigQueryOptions(client)),
    );
  }, [client, queryClient]);
}
