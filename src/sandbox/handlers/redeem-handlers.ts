import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { invalidParameters, reply, success } from '../envelope';
import { readRequestFields, textField } from '../lib/read-fields';
import { UNREADABLE_BODY_MESSAGE } from './context';

/** result.code of the redeem check: the welcome gift is still open to this visitor. */
export const REDEEM_OPEN_CODE = 0;
/** result.code of the redeem check: this visitor already claimed it (the exit dialog is skipped). */
export const REDEEM_CLAIMED_CODE = 1;
/** Page parameter (read from the Referer) that makes the visitor one who already claimed. */
export const REDEEM_CLAIMED_PAGE_PARAMETER = 'sandbox_redeem_claimed';

const ORIGINS = ['affiliate', 'referral', 'normal'];

/**
 * POST /s1/campaign/redeem/check { origin, affiliate_id?, ref? } → { code }. The spec names the
 * call and result.code only; path, body and code values are ours (docs/registration-pieces.md).
 * Open the register page with `?sandbox_redeem_claimed=1` to be a visitor who already claimed.
 */
export function redeemHandlers() {
  return [
    http.post(apiRoute(API_PATHS.redeemCheck), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const origin = textField(fields, 'origin');
      if (!origin || !ORIGINS.includes(origin)) {
        return reply(invalidParameters(`origin must be one of ${ORIGINS.join(', ')}`));
      }
      return reply(
        success({ code: claimedOnPage(request) ? REDEEM_CLAIMED_CODE : REDEEM_OPEN_CODE }),
      );
    }),
  ];
}

function claimedOnPage(request: Request): boolean {
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return new URL(referer).searchParams.get(REDEEM_CLAIMED_PAGE_PARAMETER) === '1';
  } catch {
    return false;
  }
}
