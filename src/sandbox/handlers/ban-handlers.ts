import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { failure, invalidParameters, reply, success } from '../envelope';
import { SANDBOX_CODE } from '../fixtures/codes';
import { readRequestFields, textField } from '../lib/read-fields';
import { SELF_UNBIND_COOKIE } from '../login/login-reply';
import { SANDBOX_RET_CODES } from '../ret-codes';
import type { SandboxAccount } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';
import type { HandlerContext } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

/** A ban may be lifted by the user once it is this old (docs/login.md, "Bans and self-unblock"). */
export const BAN_WINDOW_MS = 86_400_000;

/**
 * Ban information and self-unblock, keyed by the self_unbind_token cookie a 31003 login sets
 * (also accepted as a body field, for the registration waitlist and for curl).
 */
export function banHandlers({ state }: HandlerContext) {
  return [
    http.post(apiRoute(API_PATHS.banInfo), async ({ request, cookies }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const account = bannedAccount(
        state,
        textField(fields, SELF_UNBIND_COOKIE) ?? cookies[SELF_UNBIND_COOKIE],
      );
      if (!account) return reply(invalidParameters('self_unbind_token is missing or unknown'));
      const bannedAtMs = account.bannedAtMs;
      return reply(
        success({
          is_self_help_baned: bannedAtMs === undefined ? 0 : 1,
          // Seconds since the epoch when the ban started; it can be lifted 24 h later.
          baned_time: bannedAtMs === undefined ? 0 : Math.floor(bannedAtMs / 1000),
        }),
      );
    }),

    http.post(apiRoute(API_PATHS.selfUnblock), async ({ request, cookies }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const account = bannedAccount(
        state,
        textField(fields, SELF_UNBIND_COOKIE) ?? cookies[SELF_UNBIND_COOKIE],
      );
      if (!account) return reply(invalidParameters('self_unbind_token is missing or unknown'));
      const code = textField(fields, 'verify_code');
      if (code !== undefined && code !== SANDBOX_CODE) {
        return reply(
          failure(SANDBOX_RET_CODES.invalidVerificationCode, 'Invalid verification code'),
        );
      }
      if (account.bannedAtMs === undefined) return reply(success({ unblocked: true }));
      if (state.settings.now() - account.bannedAtMs < BAN_WINDOW_MS) {
        return reply(
          failure(
            SANDBOX_RET_CODES.selfUnblockTooEarly,
            'Self-unblock is available 24 hours after the ban',
            { unblock_time: Math.floor((account.bannedAtMs + BAN_WINDOW_MS) / 1000) },
          ),
        );
      }
      account.bannedAtMs = undefined;
      return reply(success({ unblocked: true }));
    }),
  ];
}

function bannedAccount(state: SandboxState, token: string | undefined): SandboxAccount | undefined {
  const key = token === undefined ? undefined : state.selfUnbindTokens.get(token);
  return key === undefined ? undefined : state.accounts.get(key);
}
