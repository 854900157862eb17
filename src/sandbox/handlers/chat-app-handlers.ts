import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { captchaFailureReply } from '../captcha/captcha-failure-reply';
import { BIND_STATUS, attemptTelegramBind } from '../chat-app/attempt-telegram-bind';
import { checkInitData } from '../chat-app/chat-identity';
import { chatAuthExpiredReply, requiredChatIdentity } from '../chat-app/chat-identity-reply';
import { completeMiniAppTask } from '../chat-app/complete-mini-app-task';
import { failure, invalidParameters, reply, success } from '../envelope';
import { findMiniAppTask } from '../fixtures/mini-app-campaigns';
import type { RequestFields } from '../lib/read-fields';
import { readRequestFields, textField } from '../lib/read-fields';
import { SANDBOX_RET_CODES } from '../ret-codes';
import type { SandboxAccount } from '../state/records';
import { accountFromRequest } from '../state/sessions';
import { linkTelegramUser, linkedTelegramUser, unlinkAccount } from '../state/telegram-links';
import type { HandlerContext, SandboxResolver } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

/** The header of the task call carrying the raw init data (docs/mini-app.md). */
export const CHAT_TOKEN_HEADER = 'x-chat-token';

const LINKED = { bind_status: BIND_STATUS.bound, tg_bind_result: 'success' } as const;

/**
 * The mini app's private calls (docs/mini-app.md, "The calls and their answers";
 * docs/sandbox.md, "The Telegram mini app"): the bind status, bind, unbind, "one person, one
 * link" and the campaign task. Each needs a session (10007 without, like the other private
 * calls); bind and one_people_bind/set need a chat identity that holds (40004), the task call
 * the raw init data in x-chat-token (40004).
 */
export function chatAppHandlers({ state }: HandlerContext) {
  const nowSeconds = () => Math.floor(state.settings.now() / 1000);

  const signedIn =
    (
      answer: (account: SandboxAccount, fields: RequestFields, request: Request) => Response,
    ): SandboxResolver =>
    async ({ request }) => {
      const account = accountFromRequest(state, request);
      if (!account) {
        return reply(
          failure(SANDBOX_RET_CODES.notLoggedIn, 'Not logged in or the session expired'),
        );
      }
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      return answer(account, fields, request);
    };

  return [
    http.get(
      apiRoute(API_PATHS.telegramBindStatus),
      signedIn((account) =>
        reply(
          success({
            bind_status:
              linkedTelegramUser(state, account.key) === undefined
                ? BIND_STATUS.unbound
                : BIND_STATUS.bound,
          }),
        ),
      ),
    ),

    http.post(
      apiRoute(API_PATHS.telegramBind),
      signedIn((account, fields) => {
        const identity = requiredChatIdentity(state, fields);
        if (identity instanceof Response) return identity;
        // Like the login: a captcha result, when sent, must be one a stand-in issued (a retry
        // carrying risk_token is not asked again).
        const captchaRefusal = captchaFailureReply(state, fields);
        if (captchaRefusal) return captchaRefusal;
        const outcome = attemptTelegramBind(
          state,
          account,
          identity.telegramUserId,
          textField(fields, 'risk_token'),
        );
        switch (outcome.kind) {
          case 'retry':
            return reply(
              failure(SANDBOX_RET_CODES.chatAppCallbackRetry, 'Retry the chat-app callback'),
            );
          case 'failed':
            return reply(
              success({
                bind_status: BIND_STATUS.unbound,
                tg_bind_result: `${outcome.status}|${outcome.message}`,
              }),
            );
          case 'needs-risk':
            return reply(
              success({
                risk_token: outcome.challenge.token,
                risk_token_type: outcome.challenge.type,
              }),
            );
          case 'linked':
            return reply(success(LINKED));
          default: {
            const unreachable: never = outcome;
            return unreachable;
          }
        }
      }),
    ),

    http.post(
      apiRoute(API_PATHS.telegramUnbind),
      signedIn((account) => {
        unlinkAccount(state, account.key);
        return reply(success({ bind_status: BIND_STATUS.unbound }));
      }),
    ),

    // "One person, one link": the Telegram user's link moves to this account (whatever either
    // was linked to before).
    http.post(
      apiRoute(API_PATHS.onePeopleBindSet),
      signedIn((account, fields) => {
        const identity = requiredChatIdentity(state, fields);
        if (identity instanceof Response) return identity;
        linkTelegramUser(state, identity.telegramUserId, account.key);
        state.chatApp.bindCalls.delete(identity.telegramUserId);
        return reply(success(LINKED));
      }),
    ),

    http.post(
      apiRoute(API_PATHS.miniAppCompleteTask),
      signedIn((account, fields, request) => {
        const chatToken = request.headers.get(CHAT_TOKEN_HEADER) ?? '';
        if (chatToken === '') return chatAuthExpiredReply(`${CHAT_TOKEN_HEADER} is missing`);
        const chat = checkInitData(chatToken, nowSeconds());
        if (chat.kind === 'invalid') {
          return chatAuthExpiredReply(`${CHAT_TOKEN_HEADER}: ${chat.reason}`);
        }
        const campaignId = idField(fields, 'campaignId');
        const taskId = idField(fields, 'taskId');
        if (campaignId === undefined || taskId === undefined) {
          return reply(invalidParameters('campaignId and taskId are required (numbers)'));
        }
        if (!findMiniAppTask(campaignId, taskId)) {
          return reply(invalidParameters(`unknown campaignId ${campaignId} or taskId ${taskId}`));
        }
        const firstTime = completeMiniAppTask(state, {
          accountKey: account.key,
          telegramUserId: chat.identity.telegramUserId,
          campaignId,
          taskId,
        });
        return reply(success({ campaignId, taskId, completed: true, first_time: firstTime }));
      }),
    ),
  ];
}

/** A numeric id, sent as a number or as digits. */
function idField(fields: RequestFields, name: string): number | undefined {
  const text = textField(fields, name);
  return text !== undefined && /^\d{1,12}$/.test(text) ? Number(text) : undefined;
}
