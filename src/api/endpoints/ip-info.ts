/**
 * The IP info lookup (docs/requests-and-errors.md, "Endpoint modules"): the visitor's country,
 * whether sign-in is visible and allowed from there, and the IP itself, which the IP-ban dialog
 * shows. The spec gives no path; API_PATHS.ipInfo is the one the sandbox serves. The answer depends
 * only on the visitor's connection, so it is fetched once and kept for the whole visit.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { requireResult } from '../api-error';
import { API_PATHS } from '../paths';
import { queryKeys } from '../query-keys';
import type { ApiResult } from '../request';
import type { IpInfo } from './ip-info.schema';

export type { IpInfo } from './ip-info.schema';

export function getIpInfo(
  client: ApiClient,
  options: { hideError?: boolean; signal?: AbortSignal } = {},
): Promise<ApiResult<IpInfo> | undefined> {
  return client.request({
    method: 'GET',
    path: API_PATHS.ipInfo,
    loadParse: () =>
      import('./ip-info.schema').then(
        ({ ipInfoSchema }) =>
          (result) =>
            ipInfoSchema.parse(result),
      ),
    ...options,
  });
}

/**
 * Cached for the visit. Errors stay quiet: the places that read it (the IP-ban dialog, the
 * one-tap prompt) work without it.
 */
export function ipInfoQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.ipInfo(),
    queryFn: async ({ signal }) =>
      requireResult(API_PATHS.ipInfo, await getIpInfo(client, { signal, hideError: true })),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
