import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/api-client';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { isAffiliateId } from '../channel/channel-info';
import {
  fetchAffiliateAnonymity,
  fetchAffiliateOpenInfo,
  type AffiliateLookup,
  type AffiliateOpenInfo,
} from '@/api/endpoints/affiliate-info';

export interface AffiliateInviter extends AffiliateOpenInfo {
  /** The affiliate chose not to be named: the screen says "you were invited" only. */
  readonly anonymous: boolean;
}

export function affiliateInviterQueryOptions(client: ApiClient, lookup: AffiliateLookup) {
  return queryOptions({
    queryKey: [
      'affiliate',
      'inviter',
      lookup.affiliateId,
      lookup.groupId ?? '',
      lookup.country ?? '',
    ] as const,
    queryFn: async (): Promise<AffiliateInviter> => {
      const [info, anonymous] = await Promise.all([
        fetchAffiliateOpenInfo(client, lookup),
        fetchAffiliateAnonymity(client, lookup),
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

/** The inviter of an affiliate link; nothing is fetched unless the id is numeric. */
export function useAffiliateInviter(
  lookup: Partial<AffiliateLookup> | undefined,
): AffiliateInviterState {
  const client = useApiClient();
  const affiliateId = lookup?.affiliateId;
  const enabled = isAffiliateId(affiliateId);
  const query = useQuery({
    ...affiliateInviterQueryOptions(client, {
      affiliateId: affiliateId ?? '',
      groupId: lookup?.groupId,
      country: lookup?.country,
    }),
    enabled,
  });
  return { inviter: enabled ? query.data : undefined, loading: enabled && query.isPending };
}
