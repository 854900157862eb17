/**
 * Which anonymity check an affiliate link asks (docs/registration-pieces.md, "Referral code and
 * campaigns"): a partner link of the affiliate open API names the affiliate `affid` (the open
 * API's own name, as open-info takes it) and is checked on `/s1/affiliate-openapi/anonymity`; the
 * exchange's own links name it `affiliate_id` and are checked on `/affiliate/v5/anonymity`. A
 * visit without the id in its URL (the channel cookie's) is checked on the exchange's own path.
 */
import type { AnonymityPath } from '@/api/endpoints/affiliate-info';

export function anonymityPathFor(search: string): AnonymityPath {
  const params = new URLSearchParams(search);
  return !params.get('affiliate_id')?.trim() && params.get('affid')?.trim() ? 'openApi' : 'v5';
}
