/**
 * The IP info lookup (login-and-shared.md §3 'IP info'): the visitor's country, whether sign-in
 * is visible and allowed from there, and the IP itself, which the IP-ban dialog shows. The spec
 * gives no path; API_PATHS.ipInfo is the one the sandbox serves. The answer depends only on the
 * visitor's connection, so it is fetched once and kept for the whole visit.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from '../api-client';
import { requireResult } from '../api-error';
import { API_PATHS } from '../paths';
import { queryKeys } from '../query-keys';
import type { ApiResult } from '../request';

const flag = z.union([z.literal(0), z.literal(1)]);

export const ipInfoSchema = z.object({
  /** Country of the IP (two-letter code). */
  code: z.string(),
  /** 0: the sign-in UI is hidden for this country (restricted). */
  is_visible: flag,
  /** 0: logging in is not allowed from this country. */
  is_login: flag,
  /** 'eea' for EEA countries. */
  group_country: z.nullish(z.string()),
  ip: z.string(),
});

export type IpInfo = z.infer<typeof ipInfoSchema>;

export function getIpInfo(
  client: ApiClient,
  options: { hideError?: boolean; signal?: AbortSignal } = {},
): Promise<ApiResult<IpInfo> | undefined> {
  return client.request({
    method: 'GET',
    path: API_PATHS.ipInfo,
    parse: (result) => ipInfoSchema.parse(result),
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
