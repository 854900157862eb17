/**
 * GET /user/public/get-white-hosts: origins a post-login redirect may lead to besides the
 * exchange's own domains (docs/requests-and-errors.md, "Redirect safety"). Public and sent
 * without the UserToken header (PATH_GROUPS.withoutUserToken). The list is the same for every
 * visitor, so it is fetched once per page and kept; a failed call is quiet (no toast) and means
 * no extra whitelist.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { requireResult } from '../api-error';
import { API_PATHS } from '../paths';
import { queryKeys } from '../query-keys';
import type { ApiResult } from '../request';

export function getWhiteHosts(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<ApiResult<readonly string[]> | undefined> {
  return client.request({
    method: 'GET',
    path: API_PATHS.whiteHosts,
    loadParse: () => import('./white-hosts.schema').then(({ parseWhiteHosts }) => parseWhiteHosts),
    hideError: true,
    ...options,
  });
}

/** Cached for the page; not retried (the sign-in decides without it rather than wait). */
export function whiteHostsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.whiteHosts(),
    queryFn: async ({ signal }) =>
      requireResult(API_PATHS.whiteHosts, await getWhiteHosts(client, { signal })),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
