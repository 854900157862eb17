import { http } from 'msw';
import { QUICK_TOKEN_CREATE_PATH } from '../../api/endpoints/turkey-quick-token';
import { QUICK_TOKEN_BIND_PATH, QUICK_TOKEN_LOGIN_PATH } from '../../api/endpoints/turkey-bridge';
import { isTurkeyBridgeType } from '../../lib/turkey-bridge-protocol';
import { apiRoute } from '../api-prefix';
import { failure, invalidParameters, reply, success } from '../envelope';
import { readRequestFields, textField } from '../lib/read-fields';
import { sessionReply } from '../login/session-reply';
import { SANDBOX_RET_CODES } from '../ret-codes';
import { accountFromRequest, openSession } from '../state/sessions';
import {
  bindByQuickToken,
  issueQuickToken,
  loginByQuickToken,
} from '../turkey-bridge/redeem-quick-token';
import type { HandlerContext } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

/**
 * The Turkey bridge (docs/turkey-bridge.md, "The calls"; docs/sandbox.md, "The Turkey bridge").
 * The main site issues a quick token to a signed-in account (10007 without a session); the Turkey
 * site redeems it once, within 60 s, to bind or to log in. Every edition is served by the one
 * sandbox, so the token the global host issues is the one the Turkey host redeems, as the two
 * sites' servers would share it.
 */
export function turkeyBridgeHandlers({ state }: HandlerContext) {
  return [
    http.post(apiRoute(QUICK_TOKEN_CREATE_PATH), async ({ request }) => {
      const account = accountFromRequest(state, request);
      if (!account) {
        return reply(
          failure(SANDBOX_RET_CODES.notLoggedIn, 'Not logged in or the session expired'),
        );
      }
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const type = textField(fields, 'type');
      if (!isTurkeyBridgeType(type)) {
        return reply(invalidParameters('type must be BIND_TR, LOGIN_TR, TR_KYC or MIGRANT_EU'));
      }
      const { token, record } = issueQuickToken(state, account, type);
      return reply(
        success({
          quick_token: token,
          expire_time: Math.floor(record.expiresAtMs / 1000),
          type,
        }),
      );
    }),

    http.post(apiRoute(QUICK_TOKEN_BIND_PATH), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const token = textField(fields, 'quick_token');
      if (!token) return reply(invalidParameters('quick_token is required'));
      const outcome = bindByQuickToken(state, token, textField(fields, 'type') ?? '');
      if (outcome.kind === 'refused') return reply(failure(outcome.retCode, outcome.message));
      return reply(
        success({
          user_id: outcome.turkey.id,
          main_user_id: outcome.main.id,
          type: outcome.type,
          ...(outcome.type === 'TR_KYC' ? { kyc_shared: true } : {}),
          ...(outcome.type === 'MIGRANT_EU' ? { migrated: true } : {}),
        }),
      );
    }),

    http.post(apiRoute(QUICK_TOKEN_LOGIN_PATH), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const token = textField(fields, 'quick_token');
      if (!token) return reply(invalidParameters('quick_token is required'));
      const outcome = loginByQuickToken(state, token);
      if (outcome.kind === 'refused') return reply(failure(outcome.retCode, outcome.message));
      return sessionReply(outcome.turkey, openSession(state, outcome.turkey));
    }),
  ];
}
