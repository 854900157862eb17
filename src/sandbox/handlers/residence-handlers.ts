import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { failure, invalidParameters, reply, success } from '../envelope';
import { residenceConfigFor } from '../fixtures/residence-configs';
import { SANDBOX_RET_CODES } from '../ret-codes';
import { accountFromRequest } from '../state/sessions';
import type { HandlerContext } from './context';

/**
 * GET /v3/private/kyc/get-rc-config?site_id=, answered per site. Despite the "private" in its
 * path the register page's residence picker asks it before any login
 * (docs/registration-pieces.md, "Residence"), so an anonymous visitor gets the site's config too; a
 * request with a stale session still gets 10007.
 */
export function residenceHandlers({ state }: HandlerContext) {
  return [
    http.get(apiRoute(API_PATHS.residenceConfig), ({ request }) => {
      const hasSession = request.headers.get('usertoken') !== null;
      if (hasSession && !accountFromRequest(state, request)) {
        return reply(
          failure(SANDBOX_RET_CODES.notLoggedIn, 'Not logged in or the session expired'),
        );
      }
      const siteId = new URL(request.url).searchParams.get('site_id');
      if (!siteId) return reply(invalidParameters('site_id is required'));
      return reply(success(residenceConfigFor(siteId)));
    }),
  ];
}
