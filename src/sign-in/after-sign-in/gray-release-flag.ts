/**
 * The gray-release flag after every sign-in (docs/login.md, "After sign-in", gray release): the
 * rule (gray-release.ts) for the signed-in user's id, with the digits of the gray config when
 * it has some, stored as the session cookie the exchange's other pages read. A user outside the
 * gray release has the cookie removed, so the flag of whoever signed in before on this browser
 * does not stay.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/api-client';
import { grayConfigQueryOptions } from '@/api/endpoints/gray-config';
import { deleteCookie, writeCookie } from '@/lib/cookies';
import { GRAY_RELEASE_USER_ID_TAILS, isGrayReleaseUser } from './gray-release';

/**
 * `gray_release=1` for a user in the gray release; a session cookie for the whole site, like the
 * user token it goes with (it ends with the browser session and is rewritten at every sign-in).
 */
export const GRAY_RELEASE_COOKIE = 'gray_release';
export const GRAY_RELEASE_ON = '1';

export interface GrayReleaseEnvironment {
  readonly client: ApiClient;
  readonly queryClient: QueryClient;
}

/** Sets or clears the flag for `userId`; never fails (a config failure uses the spec's digits). */
export async function markGrayRelease(env: GrayReleaseEnvironment, userId: string): Promise<void> {
  const configured = await env.queryClient
    .fetchQuery(grayConfigQueryOptions(env.client))
    .catch(() => null);
  if (isGrayReleaseUser(userId, configured ?? GRAY_RELEASE_USER_ID_TAILS)) {
    writeCookie(GRAY_RELEASE_COOKIE, GRAY_RELEASE_ON);
  } else {
    deleteCookie(GRAY_RELEASE_COOKIE);
  }
}
