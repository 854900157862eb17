/**
 * GET /v3/private/kyc/get-rc-config?site_id={siteId}: which other site serves residents of
 * which countries (login-and-shared.md §3 'Residence config'). Read after a login to decide
 * whether a residence confirmation is due; failures are quiet (the login goes on without it).
 */
import * as z from 'zod/mini';
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import type { ApiResult } from '../request';

export const residenceConfigSchema = z.object({
  /** Residents of `country2` (two-letter code) belong on the site `siteId`. */
  guideConfigs: z.array(z.object({ siteId: z.string(), country2: z.string() })),
  /** Which residence confirmation this site shows (one of the residence pseudo-codes), or ''. */
  showMode: z.nullish(z.string()),
  /** Countries whose residents this site serves itself (two-letter codes). */
  countries2: z.nullish(z.array(z.string())),
});

export type ResidenceConfig = z.infer<typeof residenceConfigSchema>;

export function getResidenceConfig(
  client: ApiClient,
  siteId: string,
): Promise<ApiResult<ResidenceConfig> | undefined> {
  return client.request({
    method: 'GET',
    path: `${API_PATHS.residenceConfig}?site_id=${encodeURIComponent(siteId)}`,
    hideError: true,
    parse: (result) => residenceConfigSchema.parse(result),
  });
}
