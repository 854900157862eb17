/**
 * The whitelist from GET /user/public/get-white-hosts on this page (docs/requests-and-errors.md,
 * "Redirect safety"). A sign-in screen starts the call once it is up and never waits for it
 * (use-prefetch-white-hosts.ts); the answer is cached for the page. A sign-in that ends before the
 * list has arrived waits for it at most WHITE_HOSTS_WAIT_MS, then decides with what it has; a
 * failed call is an empty list. Loaded with the destination rules, never with the form.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/api-client';
import { whiteHostsQueryOptions } from '@/api/endpoints/white-hosts';
import { answerWithin } from './query-within';

/** How long a finished sign-in waits for a list still on its way. */
export const WHITE_HOSTS_WAIT_MS = 1_500;

export const NO_WHITE_HOSTS: readonly string[] = [];

/** The list: the cached one at once, else the call's answer if it comes within `waitMs`. */
export function whiteHostsWithin(
  queryClient: QueryClient,
  client: ApiClient,
  waitMs: number = WHITE_HOSTS_WAIT_MS,
): Promise<readonly string[]> {
  const options = whiteHostsQueryOptions(client);
  return answerWithin(
    {
      cached: () => queryClient.getQueryData(options.queryKey),
      fetch: () => queryClient.fetchQuery(options),
    },
    NO_WHITE_HOSTS,
    waitMs,
  );
}
