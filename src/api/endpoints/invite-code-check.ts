/**
 * The invite check (docs/registration.md, "Invite codes"): the spec names it without path or
 * bodies, so the call is ours, designed as the exchange's other public checks are:
 * `POST /user/public/invite/check { invite_code }` → ret_code 0 and
 * `result: { status: 'valid' | 'expired' | 'invalid', inviter?: { user_id, nickname } }`; the
 * inviter's picture comes from the avatar lookup by user id (inviter-avatar.ts).
 * A code the exchange does not know is an answer (`invalid`), not an error, so the request
 * wrapper never toasts it; a failed call is `unchecked` and the screen says nothing of the code.
 */
import type { ApiClient } from '../api-client';
import { NETWORK_ERROR_CODE } from '../error-constants';
import { API_PATHS } from '../paths';

export interface InviteInviter {
  readonly userId: string | undefined;
  /** Undefined when the inviter is anonymous. */
  readonly nickname: string | undefined;
}

export type InviteCheckReturn =
  | { readonly status: 'valid'; readonly inviter: InviteInviter | undefined }
  | { readonly status: 'expired' | 'invalid' }
  | { readonly status: 'unchecked' };

export interface InviteCheckInput {
  readonly code: string;
  readonly signal?: AbortSignal;
}

export async function checkInviteCode(
  client: ApiClient,
  input: InviteCheckInput,
): Promise<InviteCheckReturn> {
  let answer;
  try {
    answer = await client.request({
      method: 'POST',
      path: API_PATHS.inviteCheck,
      body: { invite_code: input.code },
      // The field shows the outcome; a failed check is never a reason for a toast.
      hideError: true,
      loadParse: () =>
        import('./invite-code-check.schema').then(
          ({ inviteCheckSchema }) =>
            (result) =>
              inviteCheckSchema.parse(result ?? {}),
        ),
      ...(input.signal ? { signal: input.signal } : {}),
    });
  } catch (error) {
    if (input.signal?.aborted) throw error;
    return { status: 'unchecked' };
  }
  if (!answer || answer.retCode === NETWORK_ERROR_CODE || answer.retCode !== 0 || !answer.result) {
    return { status: 'unchecked' };
  }
  const { status, inviter } = answer.result;
  if (status !== 'valid') return { status };
  return {
    status,
    inviter: inviter
      ? {
          userId: inviter.user_id === undefined ? undefined : String(inviter.user_id),
          nickname: inviter.nickname || undefined,
        }
      : undefined,
  };
}
