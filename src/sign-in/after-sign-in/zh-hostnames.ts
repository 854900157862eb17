/**
 * The hosts of the Chinese site for a finished sign-in (docs/login.md, "Redirect destinations"):
 * the login-entry config's `zhHostnameList` (src/api/endpoints/login-entry-config.ts), asked for
 * when the sign-in code loads (sign-in-completion.ts; the register page's welcome gift asks for
 * the same entry on arrival). A sign-in that ends before the
 * config has arrived waits for it at most ZH_HOSTNAMES_WAIT_MS; a config that has no list, fails
 * or does not come in time leaves the default list (src/lib/china-hostnames.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/api-client';
import {
  NO_LOGIN_ENTRY_CONFIG,
  loginEntryConfigQueryOptions,
} from '@/api/endpoints/login-entry-config';
import { DEFAULT_ZH_HOSTNAMES } from '@/lib/china-hostnames';
import { answerWithin } from './query-within';

/** How long a finished sign-in waits for a config still on its way (as for the whitelist). */
export const ZH_HOSTNAMES_WAIT_MS = 1_500;

export async function zhHostnamesWithin(
  queryClient: QueryClient,
  client: ApiClient,
  waitMs: number = ZH_HOSTNAMES_WAIT_MS,
): Promise<readonly string[]> {
  const options = loginEntryConfigQueryOptions(client);
  const config = await answerWithin(
    {
      cached: () => queryClient.getQueryData(options.queryKey),
      fetch: () => queryClient.fetchQuery(options),
    },
    NO_LOGIN_ENTRY_CONFIG,
    waitMs,
  );
  return config.zhHostnames ?? DEFAULT_ZH_HOSTNAMES;
}
