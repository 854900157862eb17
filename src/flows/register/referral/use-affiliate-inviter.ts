import { queryOptions } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { ApiClient } from '@/api/api-client';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { isAffiliateId } from '../channel/channel-info';
import { anonymityPathFor } from './anonymity-path';
import {
  fetchAffiliateAnonymity,
  fetchAffiliateOpenInfo,
  type AffiliateLookup,
  type AffiliateOpenInfo,
  type AnonymityPath,
} from '@/api/endpoints/affiliate-info';
import { useOnDemandQuery } from '@/sign-in/query/use-on-demand-query';

export interface AffiliateInviter extends AffiliateOpenInfo {
  /** The affiliate chose not to be named: the screen says "you were invited" only. */
  readonly anonymous: boolean;
}

export function affiliateInviterQueryOptions(
  client: ApiClient,
  lookup: AffiliateLookup,
  anonymityPath: AnonymityPath = 'v5',
) {
  return queryOptions({
    queryKey: [
      'affiliate',
      'inviter',
      lookup.affiliateId,
      lookup.groupId ?? '',
      lookup.country ?? '',
      anonymityPath,
    ] as const,
    queryFn: async (): Promise<AffiliateInviter> => {
      const [info, anonymous] = await Promise.all([
        fetchAffiliateOpenInfo(client, lookup),
        fetchAffiliateAnonymity(client, lookup, anonymityPath),
      ]);
      return { ...info, anonymous };
    },
    staleTime: Infinity,
  });
}

export interface AffiliateInviterState {
  readonly inviter: AffiliateInviter | undefined;
  readonly loading: boolean;
}

/**
 * The inviter of an affiliate link; nothing is fetched unless the id is numeric. The landing
 * URL decides the anonymity check's path (anonymity-path.ts).
 */
export function useAffiliateInviter(
  lookup: Partial<AffiliateLookup> | undefined,
): AffiliateInviterState {
  const client = useApiClient();
  const { search } = useLocation();
  const affiliateId = lookup?.affiliateId;
  const enabled = isAffiliateId(affiliateId);
  const query = useOnDemandQuery({
    ...affiliateInviterQueryOptions(
      client,
      { affiliateId: affiliateId ?? '', groupId: lookup?.groupId, country: lookup?.country },
      anonymityPathFor(search),
    ),
    enabled,
  });
  return { inviter: enabled ? query.data : undefined, loading: enabled && query.isPending };
}
