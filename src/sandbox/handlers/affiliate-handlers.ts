import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { failure, invalidParameters, reply, success } from '../envelope';
import {
  AFFILIATE_ANONYMITY_UNKNOWN_CODE,
  AFFILIATE_NOT_FOUND_CODE,
  AFFILIATE_OPENAPI_UNKNOWN_CODE,
  affiliateById,
} from '../fixtures/affiliates';
import { readRequestFields, textField } from '../lib/read-fields';
import type { SandboxResolver } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

/**
 * The affiliate lookups of a sign-up link
 * (docs/registration-pieces.md, "Referral code and campaigns"): open-info { affid, country,
 * group_id } and anonymity { affiliate_id, group_id } on the exchange's path and the open API's
 * (anonymity-path.ts in the register flow says which a link asks), which differ in the code of an
 * unknown affiliate: 610017 and 10002. Public: the visitor is not logged in yet.
 */
export function affiliateHandlers() {
  const anonymity =
    (unknownCode: number): SandboxResolver =>
    async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const id = textField(fields, 'affiliate_id');
      if (!id || !/^\d+$/.test(id)) return reply(invalidParameters('affiliate_id must be numeric'));
      const affiliate = affiliateById(id);
      if (affiliate.kind === 'unknown') {
        return reply(failure(unknownCode, 'Affiliate not found', { is_anonymity: 0 }));
      }
      return reply(success({ is_anonymity: affiliate.kind === 'anonymous' ? 1 : 0 }));
    };

  return [
    http.post(apiRoute(API_PATHS.affiliateOpenInfo), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const id = textField(fields, 'affid');
      if (!id || !/^\d+$/.test(id)) return reply(invalidParameters('affid must be numeric'));
      const affiliate = affiliateById(id);
      if (affiliate.kind === 'unknown') {
        // The inner data of an inactive affiliate: the ids asked for and nothing to show.
        return reply(
          failure(AFFILIATE_NOT_FOUND_CODE, 'Affiliate is not active', {
            affid: id,
            group_id: textField(fields, 'group_id') ?? '',
            nickname: '',
            headimg: '',
            groupInfo: [],
          }),
        );
      }
      return reply(
        success({
          nickname: affiliate.nickname,
          headimg: affiliate.headimg,
          personality: {
            personalSignature: affiliate.personalSignature,
            content: affiliate.content,
          },
          groupInfo: affiliate.groupInfo,
        }),
      );
    }),
    http.post(apiRoute(API_PATHS.affiliateAnonymity), anonymity(AFFILIATE_ANONYMITY_UNKNOWN_CODE)),
    http.post(
      apiRoute(API_PATHS.affiliateOpenApiAnonymity),
      anonymity(AFFILIATE_OPENAPI_UNKNOWN_CODE),
    ),
  ];
}
