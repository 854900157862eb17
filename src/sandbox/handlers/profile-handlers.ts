import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { failure, reply, success } from '../envelope';
import { maskEmail, maskPhone } from '../lib/mask';
import { SANDBOX_RET_CODES } from '../ret-codes';
import { accountFromRequest } from '../state/sessions';
import type { HandlerContext } from './context';

/** GET /v2/private/user/profile: needs the UserToken header of a sandbox session. */
export function profileHandlers({ state }: HandlerContext) {
  return [
    http.get(apiRoute(API_PATHS.profile), ({ request }) => {
      const account = accountFromRequest(state, request);
      if (!account) {
        return reply(
          failure(SANDBOX_RET_CODES.notLoggedIn, 'Not logged in or the session expired'),
        );
      }
      return reply(
        success({
          id: account.id,
          email: account.email ? maskEmail(account.email) : '',
          mobile: account.phone ? maskPhone(account.phone.number) : '',
          country_code: account.phone?.countryCode ?? '',
          country: account.country,
          site: account.site,
          create_time: Math.floor(account.createdAtMs / 1000),
          google2fa_bound: account.scenario.kind === 'google2fa' ? 1 : 0,
        }),
      );
    }),
  ];
}
