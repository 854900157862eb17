/** ApiResult builders for the flow tests. */
import type { ApiResult } from '@/api/request';

export function okAnswer<T>(result: T, token?: string): ApiResult<T> {
  return {
    retCode: 0,
    retMsg: 'OK',
    result,
    rawResult: result,
    token,
    currentSite: undefined,
    successLike: false,
  };
}

export function errorAnswer<T>(retCode: number, rawResult: unknown = null): ApiResult<T> {
  return {
    retCode,
    retMsg: `error ${retCode}`,
    result: undefined,
    rawResult,
    token: undefined,
    currentSite: undefined,
    successLike: false,
  };
}
