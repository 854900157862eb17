/**
 * The affiliate behind a sign-up link (docs/registration-pieces.md, "Referral code and campaigns"):
 * POST /affiliate/apis/v1/open-info { affid, country, group_id } and the anonymity check
 * { affiliate_id, group_id } on POST /affiliate/v5/anonymity or, for a partner link of the affiliate
 * open API, POST /s1/affiliate-openapi/anonymity (which path: anonymity-path.ts in the register
 * flow's referral piece). An unknown or inactive affiliate
 * answers 610016 (open-info) or 10002 / 610017 (anonymity) with the inner data, which the request
 * wrapper hands over untouched (error catalogue); they are read like a success.
 */
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';

/** ret_codes whose inner data is the answer (docs/requests-and-errors.md, "The catalogue"). */
export const OPEN_INFO_INNER_DATA_CODES: readonly number[] = [610016];
export const ANONYMITY_INNER_DATA_CODES: readonly number[] = [10002, 610017];

/** A group-info entry: type 1 is a highlighted benefit, type 0 plain text (our reading). */
export interface AffiliateGroupInfo {
  readonly content: string;
  readonly type: 0 | 1;
}

export interface AffiliateOpenInfo {
  readonly nickname: string;
  readonly headimg: string;
  readonly personalSignature: string;
  readonly personalContent: string;
  readonly groupInfo: readonly AffiliateGroupInfo[];
}

const loadSchemas = () => import('./affiliate-info.schema');

export interface AffiliateLookup {
  /** Numeric affiliate id from the link. */
  readonly affiliateId: string;
  readonly groupId?: string | undefined;
  /** Visitor's country (IP info), '' when unknown. */
  readonly country?: string | undefined;
}

/** The inviter's public profile; empty fields when the affiliate is unknown or the call failed. */
export async function fetchAffiliateOpenInfo(
  client: ApiClient,
  lookup: AffiliateLookup,
): Promise<AffiliateOpenInfo> {
  const answer = await client.request({
    method: 'POST',
    path: API_PATHS.affiliateOpenInfo,
    body: {
      affid: lookup.affiliateId,
      country: lookup.country ?? '',
      group_id: lookup.groupId ?? '',
    },
    hideError: true,
  });
  const usable =
    answer && (answer.retCode === 0 || OPEN_INFO_INNER_DATA_CODES.includes(answer.retCode));
  // An unusable answer reads as empty fields, which needs no schema.
  const parsed = usable
    ? (await loadSchemas()).openInfoSchema.safeParse(answer.rawResult ?? {})
    : undefined;
  const data = parsed?.success ? parsed.data : {};
  return {
    nickname: data.nickname ?? '',
    headimg: data.headimg ?? '',
    personalSignature: data.personality?.personalSignature ?? '',
    personalContent: data.personality?.content ?? '',
    groupInfo: (data.groupInfo ?? [])
      .filter((entry) => entry.content.trim() !== '')
      .map((entry) => ({ content: entry.content, type: entry.type === 1 ? 1 : 0 })),
  };
}

/** The two paths of the anonymity check: the exchange's own, and the affiliate open API's. */
export type AnonymityPath = 'v5' | 'openApi';

const ANONYMITY_PATHS: Readonly<Record<AnonymityPath, string>> = {
  v5: API_PATHS.affiliateAnonymity,
  openApi: API_PATHS.affiliateOpenApiAnonymity,
};

/** Whether the affiliate wants to stay anonymous; a failed call counts as anonymous. */
export async function fetchAffiliateAnonymity(
  client: ApiClient,
  lookup: AffiliateLookup,
  via: AnonymityPath = 'v5',
): Promise<boolean> {
  const answer = await client.request({
    method: 'POST',
    path: ANONYMITY_PATHS[via],
    body: { affiliate_id: lookup.affiliateId, group_id: lookup.groupId ?? '' },
    hideError: true,
  });
  const usable =
    answer && (answer.retCode === 0 || ANONYMITY_INNER_DATA_CODES.includes(answer.retCode));
  if (!usable) return true;
  const { anonymitySchema } = await loadSchemas();
  const parsed = anonymitySchema.safeParse(answer.rawResult ?? {});
  const flag = parsed.success ? parsed.data.is_anonymity : undefined;
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}
