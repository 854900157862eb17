import { useQuery } from '@tanstack/react-query';
import { whiteHostsQueryOptions } from '@/api/endpoints/white-hosts';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { NO_WHITE_HOSTS } from './white-hosts';
import { useLoadedQueryClient } from '@/sign-in/query/query-client-context';

/**
 * The get-white-hosts list as far as it has arrived, for links a page shows ([] until then, or
 * when the call failed); the page re-renders when it arrives. Apart from white-hosts.ts so the
 * login form's first load does not carry `useQuery` (docs/performance.md).
 */
export function useLoadedWhiteHosts(): readonly string[] {
  const client = useApiClient();
  return useQuery(whiteHostsQueryOptions(client), useLoadedQueryClient()).data ?? NO_WHITE_HOSTS;
}
