import { useApiClient } from '@/sign-in/contracts/api-client';
import { getResidenceConfig } from '@/api/endpoints/residence-config';
import type { GuideConfig } from './residence-status';
import { useOnDemandQuery } from '@/sign-in/query/use-on-demand-query';

const NO_GUIDES: readonly GuideConfig[] = [];

/**
 * Which of our other sites serves residents of which country, from
 * GET /v3/private/kyc/get-rc-config?site_id={siteCode}. Until it answers, or when it fails, no
 * country is sent elsewhere (config failures fall back silently;
 * docs/registration-pieces.md, "Residence").
 */
export function useResidenceGuide(siteCode: string): readonly GuideConfig[] {
  const client = useApiClient();
  const query = useOnDemandQuery({
    queryKey: ['register', 'residence-config', siteCode] as const,
    queryFn: async () =>
      (await getResidenceConfig(client, siteCode))?.result?.guideConfigs ?? NO_GUIDES,
    staleTime: Infinity,
    throwOnError: false,
  });
  return query.data ?? NO_GUIDES;
}
