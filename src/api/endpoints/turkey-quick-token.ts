/**
 * The main site's side of the Turkey bridge (docs/turkey-bridge.md, "The calls"): the popup,
 * signed in on the main site, asks for a quick token of the bridge's type. Private: the session's
 * UserToken header names the account. The path stays in this module (not in API_PATHS), so only
 * an edition whose manifest serves the popup carries it.
 */
import type { TurkeyBridgeType } from '../../lib/turkey-bridge-protocol';
import type { ApiClient } from '../api-client';
import type { ApiResult } from '../request';
import type { QuickTokenAnswer } from './turkey-bridge.schema';

export type { QuickTokenAnswer } from './turkey-bridge.schema';

export const QUICK_TOKEN_CREATE_PATH = '/user/tr/quick_token/create';

export function createTurkeyQuickToken(
  client: ApiClient,
  type: TurkeyBridgeType,
): Promise<ApiResult<QuickTokenAnswer> | undefined> {
  return client.request({
    method: 'POST',
    path: QUICK_TOKEN_CREATE_PATH,
    body: { type },
    loadParse: () =>
      import('./turkey-bridge.schema').then(
        ({ quickTokenSchema }) =>
          (r) =>
            quickTokenSchema.parse(r),
      ),
  });
}
