/**
 * What a sign-in inside the mini app does before the destination (docs/mini-app.md, "After
 * signing in"): the link step (link-chat-account.ts) with the page's real calls and dialogs, then
 * the campaign task named by the page's query or the launch's start parameter. Loaded only when
 * a sign-in ends inside the mini app.
 */
import { createElement } from 'react';
import {
  CHAT_BIND_STATUS,
  bindChatAccount,
  completeMiniAppTask,
  getChatBindStatus,
  moveChatLinkHere,
  unbindChatAccount,
  type BindAnswer,
} from '@/api/endpoints/chat-app-link';
import { CHAT_CALLBACK_RETRY_CODE, TOAST_MS } from '@/api/error-constants';
import type { ApiResult } from '@/api/request';
import { sessionStore } from '@/lib/storage';
import type { CampaignTask, MiniAppHost } from '@/sign-in/contracts/mini-app';
import { CHAT_APP_NOTICE } from '@/sign-in/contracts/verification';
import { showToast } from '@/ui/show-toast';
import { CHAT_BIND_SUCCESS, chatBindResult } from '../after-sign-in/finish-sign-in';
import type { SignInEnvironment } from '../after-sign-in/sign-in-environment';
import ChatAuthorisationDialog, { type ChatAuthorisationChoice } from './chat-authorisation-dialog';
import { linkChatAccount, type BindOutcome, type ChatLinkDeps } from './link-chat-account';

const LINK_DONE_KEY = 'chat-app.link-done';

export async function afterMiniAppSignIn(
  env: SignInEnvironment,
  miniApp: MiniAppHost,
): Promise<void> {
  await linkChatAccount(chatLinkDeps(env, miniApp));
  const task = taskOf(env.search) ?? miniApp.task;
  if (task) await completeMiniAppTask(env.client, { ...task, initData: miniApp.initData });
}

/** campaignId and taskId in the page's query win over the start parameter's. */
export function taskOf(search: string): CampaignTask | null {
  const query = new URLSearchParams(search);
  const campaignId = query.get('campaignId') ?? '';
  const taskId = query.get('taskId') ?? '';
  return campaignId && taskId ? { campaignId, taskId } : null;
}

export function chatLinkDeps(env: SignInEnvironment, miniApp: MiniAppHost): ChatLinkDeps {
  const linkDoneKey = `${LINK_DONE_KEY}:${miniApp.user.id}`;
  return {
    async bindStatus() {
      const answer = await getChatBindStatus(env.client);
      if (!answer?.result) return null;
      return Number(answer.result.bind_status) === CHAT_BIND_STATUS.bound
        ? CHAT_BIND_STATUS.bound
        : CHAT_BIND_STATUS.unbound;
    },
    linkDone: {
      get: () => sessionStore.get(linkDoneKey) === '1',
      set: () => void sessionStore.set(linkDoneKey, '1'),
    },
    askLinkAuthorisation: () =>
      env.dialogs.open<ChatAuthorisationChoice>((resolve) =>
        createElement(ChatAuthorisationDialog, { variant: 'link', miniApp, onChoice: resolve }),
      ),
    requestWriteAccess: () => miniApp.requestWriteAccess(),
    async verify(first) {
      if (first && (await env.verification.showSecurityNotice(CHAT_APP_NOTICE)) !== 'handleNo') {
        return null;
      }
      const captcha = await env.verification.runCaptcha({ scene: 'thirdParty' });
      return captcha.kind === 'passed' ? captcha.fields : null;
    },
    bind: async (input) =>
      bindOutcome(
        await bindChatAccount(env.client, { chatIdentity: miniApp.chatIdentity, ...input }),
      ),
    async runRiskStep(riskToken, riskTokenType) {
      const outcome = await env.verification.runRiskStep({ riskToken, riskTokenType });
      return outcome.kind === 'passed' ? outcome.riskToken : null;
    },
    moveLinkHere: async () => bindOutcome(await moveChatLinkHere(env.client, miniApp.chatIdentity)),
    unbind: async () => (await unbindChatAccount(env.client))?.retCode === 0,
    async showLinkFailure(code) {
      miniApp.notify('error');
      const choice = await env.openCatalogueDialog('failedToBind', { code });
      return choice === 'bindAgain' ? 'bindAgain' : 'continue';
    },
    // The dialogs namespace loads on demand (src/app/i18n/namespaces.ts): a toast waits for it.
    linked() {
      miniApp.notify('success');
      void env.i18n.loadNamespaces('dialogs').then(() =>
        showToast({
          type: 'success',
          description: env.i18n.t('dialogs:chatLink.linked'),
          duration: TOAST_MS.bindSuccess,
        }),
      );
    },
    retriesExhausted() {
      miniApp.notify('error');
      void env.i18n.loadNamespaces('dialogs').then(() =>
        showToast({
          type: 'error',
          description: env.i18n.t('dialogs:chatLink.retryFailed'),
          duration: TOAST_MS.general,
        }),
      );
    },
    wait: (ms) => new Promise((done) => setTimeout(done, ms)),
  };
}

/** What a bind (or one_people_bind/set) answer means for the link step. */
export function bindOutcome(answer: ApiResult<BindAnswer> | undefined): BindOutcome {
  if (!answer) return { kind: 'error' };
  if (answer.retCode === CHAT_CALLBACK_RETRY_CODE) return { kind: 'retry' };
  if (answer.retCode !== 0 || !answer.result) return { kind: 'error' };
  const {
    risk_token: riskToken,
    risk_token_type: riskTokenType,
    tg_bind_result: bind,
  } = answer.result;
  if (riskToken) return { kind: 'risk', riskToken, riskTokenType: riskTokenType ?? null };
  if (bind === CHAT_BIND_SUCCESS || Number(answer.result.bind_status) === CHAT_BIND_STATUS.bound) {
    return { kind: 'linked' };
  }
  const status = bind ? chatBindResult(bind).status : '';
  return status ? { kind: 'refused', status } : { kind: 'error' };
}
