/**
 * The redeem check the exit dialog makes (docs/registration-pieces.md, "Exit intent": when the
 * returned code is the already-claimed one, the dialog is skipped). The spec gives neither path nor
 * values: POST /s1/campaign/redeem/check { origin, affiliate_id?, ref? } → result.code, 0 still
 * open, 1 already claimed, is ours (docs/registration-pieces.md); the sandbox serves the same.
 */
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';

/** Sign-up origin type: affiliate when affiliate_id is present, referral when ref is, else normal. */
export type SignUpOriginType = 'affiliate' | 'referral' | 'normal';

export const REDEEM_OPEN_CODE = 0;
/** The visitor already claimed the welcome gift: the exit dialog is skipped. */
export const REDEEM_CLAIMED_CODE = 1;

export interface RedeemCheckInput {
  readonly origin: SignUpOriginType;
  readonly affiliateId?: string | undefined;
  readonly ref?: string | undefined;
}

/** result.code, or undefined when the check could not be made (the dialog then shows). */
export async function checkRedeem(
  client: ApiClient,
  input: RedeemCheckInput,
): Promise<number | undefined> {
  const answer = await client.request({
    method: 'POST',
    path: API_PATHS.redeemCheck,
    body: {
      origin: input.origin,
      ...(input.affiliateId ? { affiliate_id: input.affiliateId } : {}),
      ...(input.ref ? { ref: input.ref } : {}),
    },
    // Asked as the visitor leaves: a failure is no reason for a toast.
    hideError: true,
    loadParse: () =>
      import('./redeem-check.schema').then(
        ({ redeemSchema }) =>
          (result) =>
            redeemSchema.parse(result ?? {}),
      ),
  });
  return answer?.retCode === 0 ? answer.result?.code : undefined;
}
