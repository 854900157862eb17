/**
 * The Turkey site's side of the bridge (docs/turkey-bridge.md, "The calls"): the Turkey page
 * redeems the quick token the main site's popup sent it, binding (BIND_TR, TR_KYC, MIGRANT_EU)
 * or logging in (LOGIN_TR). Public calls: the token itself names the main-site account; ret_code
 * 0 is success, any other code is the bridge's refusal (the request wrapper shows its message).
 * The paths stay in this module (not in API_PATHS), so only the edition with the bridge's
 * button carries them.
 */
import type { TurkeyBridgeType } from '../../lib/turkey-bridge-protocol';
import type { ApiClient } from '../api-client';
import type { ApiResult } from '../request';
import type { BridgeBindAnswer, BridgeLoginAnswer } from './turkey-bridge.schema';

export type { BridgeBindAnswer, BridgeLoginAnswer } from './turkey-bridge.schema';

export const QUICK_TOKEN_BIND_PATH = '/user/public/tr/quick_token/bind';
export const QUICK_TOKEN_LOGIN_PATH = '/user/public/tr/quick_token/login';

const schemas = () => import('./turkey-bridge.schema');

/** The types that bind; LOGIN_TR logs in instead. */
export type TurkeyBindType = Exclude<TurkeyBridgeType, 'LOGIN_TR'>;

export function bindByQuickToken(
  client: ApiClient,
  input: { readonly quickToken: string; readonly type: TurkeyBindType },
): Promise<ApiResult<BridgeBindAnswer> | undefined> {
  return client.request({
    method: 'POST',
    path: QUICK_TOKEN_BIND_PATH,
    body: { quick_token: input.quickToken, type: input.type },
    loadParse: () =>
      schemas().then(
        ({ bridgeBindSchema }) =>
          (r) =>
            bridgeBindSchema.parse(r),
      ),
  });
}

/** On ret_code 0 the answer carries the Turkey session's token, which the wrapper stores. */
export function loginByQuickToken(
  client: ApiClient,
  quickToken: string,
): Promise<ApiResult<BridgeLoginAnswer> | undefined> {
  return client.request({
    method: 'POST',
    path: QUICK_TOKEN_LOGIN_PATH,
    body: { quick_token: quickToken },
    loadParse: () =>
      schemas().then(
        ({ bridgeLoginSchema }) =>
          (r) =>
            bridgeLoginSchema.parse(r),
      ),
  });
}
