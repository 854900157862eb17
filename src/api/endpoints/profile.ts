/**
 * GET /v2/private/user/profile: the logged-in user's id. Fetched after every login and
 * registration; cached 10 s so the several places that need it in one flow share one call.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { requireResult } from '../api-error';
import { API_PATHS } from '../paths';
import { queryKeys } from '../query-keys';
import type { ApiResult } from '../request';
import type { Profile } from './profile.schema';

export const PROFILE_STALE_TIME_MS = 10_000;

export type { Profile } from './profile.schema';

export function getProfile(
  client: ApiClient,
  options: { hideError?: boolean; signal?: AbortSignal } = {},
): Promise<ApiResult<Profile> | undefined> {
  return client.request({
    method: 'GET',
    path: API_PATHS.profile,
    loadParse: () =>
      import('./profile.schema').then(
        ({ profileSchema }) =>
          (result) =>
            profileSchema.parse(result),
      ),
    ...options,
  });
}

export function profileQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.profile(),
    queryFn: async ({ signal }) =>
      requireResult(API_PATHS.profile, await getProfile(client, { signal })),
    staleTime: PROFILE_STALE_TIME_MS,
  });
}

/**
 * Call after anything that changes the profile (login, registration, logout, a settings
 * change): the 10 s cache must not answer with the previous user. Screens showing the profile
 * refetch at once; the next `fetchQuery` anywhere else goes to the API.
 */
export function invalidateProfile(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
}
