/**
 * GET /v3/private/kyc/get-rc-config?site_id={siteId}: which other site serves residents of
 * which countries (docs/login.md, "Residence confirmation"). Read after a login to decide
 * whether a residence confirmation is due; failures are quiet (the login goes on without it).
 */
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import type { ApiResult } from '../request';
import type { ResidenceConfig } from './residence-config.schema';

export type { ResidenceConfig } from './residence-config.schema';

export function getResidenceConfig(
  client: ApiClient,
  siteId: string,
): Promise<ApiResult<ResidenceConfig> | undefined> {
  return client.request({
    method: 'GET',
    path: `${API_PATHS.residenceConfig}?site_id=${encodeURIComponent(siteId)}`,
    hideError: true,
    loadParse: () =>
      import('./residence-config.schema').then(
        ({ residenceConfigSchema }) =>
          (result) =>
            residenceConfigSchema.parse(result),
      ),
  });
}
