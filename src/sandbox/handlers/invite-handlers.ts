import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { invalidParameters, reply, success } from '../envelope';
import { SANDBOX_INVITE_CODES } from '../fixtures/invite-codes';
import { inviterUserById } from '../fixtures/inviter-users';
import { readRequestFields, textField } from '../lib/read-fields';
import { UNREADABLE_BODY_MESSAGE } from './context';

/**
 * POST /user/public/invite/check { invite_code } → { status, inviter?: { user_id, nickname } } and
 * POST /user/public/inviter/avatar { user_id } → { user_id, headimg } (docs/registration.md,
 * "Invite codes"; the fixture codes and users are listed in docs/sandbox.md, "Registration").
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
      const inviter =
        fixture.inviterUserId === undefined
          ? undefined
          : inviterUserById(String(fixture.inviterUserId));
      if (fixture.status !== 'valid' || !inviter) {
        return reply(success({ status: fixture.status }));
      }
      return reply(
        success({
          status: 'valid',
          inviter: { user_id: inviter.userId, nickname: inviter.nickname },
        }),
      );
    }),
    http.post(apiRoute(API_PATHS.inviterAvatar), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const userId = textField(fields, 'user_id');
      if (!userId || !/^\d{1,20}$/.test(userId)) {
        return reply(invalidParameters('user_id must be numeric'));
      }
      // An unknown id answers like a user without a picture: the call does not say who exists.
      const user = inviterUserById(userId);
      return reply(success({ user_id: Number(userId), headimg: user?.headimg ?? '' }));
    }),
  ];
}
