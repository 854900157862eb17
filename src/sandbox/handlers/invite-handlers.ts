import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { invalidParameters, reply, success } from '../envelope';
import { SANDBOX_INVITE_CODES } from '../fixtures/invite-codes';
import { readRequestFields, textField } from '../lib/read-fields';
import { UNREADABLE_BODY_MESSAGE } from './context';

/**
 * POST /user/public/invite/check { invite_code } → { status, inviter? } (docs/registration.md,
 * "Invite codes"; the fixture codes are listed in docs/sandbox.md, "Registration").
 */
export function inviteHandlers() {
  return [
    http.post(apiRoute(API_PATHS.inviteCheck), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const code = textField(fields, 'invite_code');
      if (!code) return reply(invalidParameters('invite_code is required'));
      const fixture = SANDBOX_INVITE_CODES.find(
        (candidate) => candidate.code.toLowerCase() === code.toLowerCase(),
      );
      if (!fixture) return reply(success({ status: 'invalid' }));
      if (fixture.status !== 'valid' || !fixture.inviter) {
        return reply(success({ status: fixture.status }));
      }
      const { userId, nickname, headimg } = fixture.inviter;
      return reply(success({ status: 'valid', inviter: { user_id: userId, nickname, headimg } }));
    }),
  ];
}
