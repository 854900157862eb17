/**
 * The inviter avatar lookup by user id (docs/registration.md, "Invite codes"): the spec names it
 * (user id → headimg) without a path or bodies, so the call is ours, shaped like the exchange's
 * other public look-ups: `POST /user/public/inviter/avatar { user_id }` → ret_code 0 and
 * `result: { user_id, headimg }`, `headimg` empty when the user has no picture. An unknown user
 * id gets the same empty answer (the call does not say which ids exist). The visitor is not
 * signed in; the picture is decoration, so a failed call is "no picture" and never a toast.
 */
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';

/** The inviter's picture address, '' when there is none or the call failed. */
export async function fetchInviterAvatar(client: ApiClient, userId: string): Promise<string> {
  const answer = await client.request({
    method: 'POST',
    path: API_PATHS.inviterAvatar,
    body: { user_id: userId },
    hideError: true,
    loadParse: () =>
      import('./inviter-avatar.schema').then(
        ({ inviterAvatarSchema }) =>
          (result) =>
            inviterAvatarSchema.parse(result ?? {}),
      ),
  });
  if (!answer || answer.retCode !== 0) return '';
  return answer.result?.headimg?.trim() ?? '';
}
