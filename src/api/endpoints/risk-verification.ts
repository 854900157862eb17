/**
 * The risk (security) step's calls: the risk fetch, which is the default-intercept call
 * (POST /user/public/risk/default-intercept, sence 30002 plus ext_info with the user name and
 * optionally the country code; docs/verification.md, "Security (risk) step"), and the check of
 * the step's code (API_PATHS.riskVerify; the spec shows the risk provider's check only as
 * "success", the path is the sandbox's).
 */
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import type { ApiResult } from '../request';
import type { RiskVerifyResult } from './risk-verification.schema';

export type { RiskVerifyResult } from './risk-verification.schema';

/** The scene ("sence", spelled as the exchange spells it) of the default interception. */
export const RISK_INTERCEPT_SCENE = 30002;

const loadSchemas = () => import('./risk-verification.schema');

export interface RiskStep {
  readonly riskToken: string;
  readonly riskTokenType: string | null;
}

export interface RiskFetchInput {
  /** The token a login or send-code answer carried. */
  readonly riskToken: string;
  readonly riskTokenType?: string | null | undefined;
  readonly userName?: string | undefined;
  readonly countryCode?: string | undefined;
}

/** The step for `riskToken`, or undefined when the call failed (the flow then stops). */
export async function fetchRiskStep(
  client: ApiClient,
  input: RiskFetchInput,
): Promise<RiskStep | undefined> {
  const extInfo: Record<string, string> = { risk_token: input.riskToken };
  if (input.riskTokenType) extInfo.risk_token_type = input.riskTokenType;
  if (input.userName) extInfo.userName = input.userName;
  if (input.countryCode) extInfo.countyCode = input.countryCode;
  try {
    const answer = await client.request({
      method: 'POST',
      path: API_PATHS.riskDefaultIntercept,
      body: { sence: RISK_INTERCEPT_SCENE, ext_info: extInfo },
      hideError: true,
      onHttpError: () => undefined,
      loadParse: () =>
        loadSchemas().then(
          ({ riskStepSchema }) =>
            (result) =>
              riskStepSchema.parse(result),
        ),
    });
    if (!answer || answer.retCode !== 0 || !answer.result) return undefined;
    return {
      riskToken: answer.result.risk_token,
      riskTokenType: answer.result.risk_token_type ?? null,
    };
  } catch {
    return undefined;
  }
}

export function verifyRiskCode(
  client: ApiClient,
  riskToken: string,
  code: string,
): Promise<ApiResult<RiskVerifyResult> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.riskVerify,
    body: { risk_token: riskToken, code },
    // The modal says what is wrong with the code itself.
    hideError: true,
    loadParse: () =>
      loadSchemas().then(
        ({ riskVerifySchema }) =>
          (result) =>
            riskVerifySchema.parse(result ?? {}),
      ),
  });
}
