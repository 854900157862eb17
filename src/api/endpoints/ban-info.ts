/**
 * The ban flow's calls (docs/login.md, "Bans and self-unblock"):
 * POST /user/public/ban/einfo sends the self_unbind_token cookie (read from the cookie and sent
 * in the body too, as the spec says) and answers whether the ban can be lifted by the user and
 * when it started; POST /user/public/self-help/deblocking lifts it. The spec does not show the
 * deblocking payload: the token is all it needs here.
 */
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import type { ApiResult } from '../request';
import type { BanInfo } from './ban-info.schema';

/** Cookie a 31003 login answer sets; it identifies the banned account to the ban calls. */
export const SELF_UNBIND_COOKIE = 'self_unbind_token';

export type { BanInfo } from './ban-info.schema';

export function getBanInfo(
  client: ApiClient,
  selfUnbindToken: string | null,
): Promise<ApiResult<BanInfo> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.banInfo,
    body: selfUnbindToken ? { [SELF_UNBIND_COOKIE]: selfUnbindToken } : {},
    // The banned dialog is shown whatever this answers; a toast would only add noise.
    hideError: true,
    loadParse: () =>
      import('./ban-info.schema').then(
        ({ banInfoSchema }) =>
          (result) =>
            banInfoSchema.parse(result),
      ),
  });
}

export function selfUnblock(
  client: ApiClient,
  selfUnbindToken: string | null,
): Promise<ApiResult<unknown> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.selfUnblock,
    body: selfUnbindToken ? { [SELF_UNBIND_COOKIE]: selfUnbindToken } : {},
    // The self-unblock page shows the outcome itself.
    hideError: true,
  });
}

/** The ban's start in milliseconds, or null when the answer has no usable time. */
export function banStartMs(info: BanInfo): number | null {
  const seconds = Number(info.baned_time);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}
