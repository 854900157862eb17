/**
 * The chat-app (Telegram) link calls and the mini app's campaign task (docs/mini-app.md, "The
 * calls and their answers"): bind status, bind, unbind, one-person-one-link, complete_task.
 */
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import type { ApiResult } from '../request';
import type { BindAnswer, BindStatusAnswer, CompleteTaskAnswer } from './chat-app-link.schema';

export type { BindAnswer } from './chat-app-link.schema';

/** The chat-app bind status (spec: UNBOUND 0, BOUND 1). */
export const CHAT_BIND_STATUS = { unbound: 0, bound: 1 } as const;

/** The header carrying the raw init data on the task call (the spec's "chat token header"). */
export const CHAT_TOKEN_HEADER = 'x-chat-token';

const schemas = () => import('./chat-app-link.schema');

export function getChatBindStatus(
  client: ApiClient,
): Promise<ApiResult<BindStatusAnswer> | undefined> {
  return client.request({
    method: 'GET',
    path: API_PATHS.telegramBindStatus,
    loadParse: () =>
      schemas().then(
        ({ bindStatusSchema }) =>
          (r) =>
            bindStatusSchema.parse(r),
      ),
  });
}

export function bindChatAccount(
  client: ApiClient,
  body: {
    readonly chatIdentity: string;
    readonly captcha?: Readonly<Record<string, unknown>>;
    readonly riskToken?: string;
  },
): Promise<ApiResult<BindAnswer> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.telegramBind,
    body: {
      ...body.captcha,
      telegram_callback_mini: body.chatIdentity,
      ...(body.riskToken ? { risk_token: body.riskToken } : {}),
    },
    loadParse: () =>
      schemas().then(
        ({ bindAnswerSchema }) =>
          (r) =>
            bindAnswerSchema.parse(r),
      ),
  });
}

export function unbindChatAccount(client: ApiClient): Promise<ApiResult<unknown> | undefined> {
  return client.request({ method: 'POST', path: API_PATHS.telegramUnbind, body: {} });
}

/** Moves the Telegram user's link to the signed-in account (one person, one link). */
export function moveChatLinkHere(
  client: ApiClient,
  chatIdentity: string,
): Promise<ApiResult<BindAnswer> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.onePeopleBindSet,
    body: { telegram_callback_mini: chatIdentity },
    loadParse: () =>
      schemas().then(
        ({ bindAnswerSchema }) =>
          (r) =>
            bindAnswerSchema.parse(r),
      ),
  });
}

export function completeMiniAppTask(
  client: ApiClient,
  input: { readonly campaignId: string; readonly taskId: string; readonly initData: string },
): Promise<ApiResult<CompleteTaskAnswer> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.miniAppCompleteTask,
    headers: { [CHAT_TOKEN_HEADER]: input.initData },
    body: { campaignId: input.campaignId, taskId: input.taskId },
    loadParse: () =>
      schemas().then(
        ({ completeTaskSchema }) =>
          (r) =>
            completeTaskSchema.parse(r),
      ),
  });
}
