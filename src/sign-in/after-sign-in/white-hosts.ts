/**
 * The whitelist from GET /user/public/get-white-hosts on this page (docs/requests-and-errors.md,
 * "Redirect safety"). A sign-in screen starts the call when it mounts and never waits for it; the
 * answer is cached for the page. A sign-in that ends before the list has arrived waits for it at
 * most WHITE_HOSTS_WAIT_MS, then decides with what it has; a failed call is an empty list.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '@/api/api-client';
import { whiteHostsQueryOptions } from '@/api/endpoints/white-hosts';
import { useApiClient } from '@/sign-in/contracts/api-client';

/** How long a finished sign-in waits for a list still on its way. */
export const WHITE_HOSTS_WAIT_MS = 1_500;

export const NO_WHITE_HOSTS: readonly string[] = [];

/** The list, the cached one at once, else the call's answer if it comes within `waitMs`. */
export function whiteHostsWithin(
  queryClient: QueryClient,
  client: ApiClient,
  waitMs: number = WHITE_HOSTS_WAIT_MS,
): Promise<readonly string[]> {
  const options = whiteHostsQueryOptions(client);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<readonly string[]>((resolve) => {
    timer = setTimeout(
      () => resolve(queryClient.getQueryData(options.queryKey) ?? NO_WHITE_HOSTS),
      waitMs,
    );
  });
  const answered = queryClient.fetchQuery(options).catch(() => NO_WHITE_HOSTS);
  return Promise.race([answered, givenUp]).finally(() => clearTimeout(timer));
}

/**
 * For a screen a sign-in can end on: starts the call once the page is up (after hydration, so
 * prerendering and the first paint never wait for it) and gives the bounded read for the end.
 */
export function usePageWhiteHosts(): () => Promise<readonly string[]> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(whiteHostsQueryOptions(client));
  }, [client, queryClient]);
  return () => whiteHostsWithin(queryClient, client);
}
