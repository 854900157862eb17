import type { BindAnswer } from '@/api/endpoints/chat-app-link';
import { CHAT_CALLBACK_RETRY_CODE, TOAST_MS } from '@/api/error-constants';
import type { ApiResult } from '@/api/request';
import type { MiniAppHost } from '@/sign-in/contracts/mini-app';
import { showToast } from '@/ui/show-toast';
import type { SignInEnvironment } from '../after-sign-in/sign-in-environment';
import { bindOutcome, chatLinkDeps, taskOf } from './after-mini-app-sign-in';

vi.mock('@/ui/show-toast', () => ({ showToast: vi.fn() }));

function answer(retCode: number, result?: BindAnswer): ApiResult<BindAnswer> {
  return {
    retCode,
    retMsg: retCode === 0 ? 'OK' : 'failed',
    result,
    rawResult: result,
    token: undefined,
    currentSite: undefined,
    successLike: false,
  };
}

describe('bindOutcome (docs/mini-app.md, "The calls")', () => {
  it('400607 asks for the chat-app callback again', () => {
    expect(CHAT_CALLBACK_RETRY_CODE).toBe(400607);
    expect(bindOutcome(answer(400607))).toEqual({ kind: 'retry' });
  });

  it('a risk token is the security step; success or BOUND 1 is the link', () => {
    expect(bindOutcome(answer(0, { risk_token: 'r1', risk_token_type: 'pass' }))).toEqual({
      kind: 'risk',
      riskToken: 'r1',
      riskTokenType: 'pass',
    });
    expect(bindOutcome(answer(0, { bind_status: 1, tg_bind_result: 'success' }))).toEqual({
      kind: 'linked',
    });
    expect(bindOutcome(answer(0, { bind_status: '1' }))).toEqual({ kind: 'linked' });
  });

  it("a 'status|message' bind result is a refusal with its status; anything else an error", () => {
    expect(bindOutcome(answer(0, { bind_status: 0, tg_bind_result: '1001|expired' }))).toEqual({
      kind: 'refused',
      status: '1001',
    });
    expect(bindOutcome(answer(0, { tg_bind_result: 'telegramAlreadyBind' }))).toEqual({
      kind: 'refused',
      status: 'telegramAlreadyBind',
    });
    expect(bindOutcome(answer(0, { bind_status: 0 }))).toEqual({ kind: 'error' });
    expect(bindOutcome(answer(10016))).toEqual({ kind: 'error' });
    expect(bindOutcome(undefined)).toEqual({ kind: 'error' });
  });
});

describe('taskOf', () => {
  it('takes campaignId and taskId from the query only when both are there', () => {
    expect(taskOf('?campaignId=1001&taskId=7')).toEqual({ campaignId: '1001', taskId: '7' });
    expect(taskOf('?campaignId=1001')).toBeNull();
    expect(taskOf('')).toBeNull();
  });
});

describe('the link step\'s toasts (docs/requests-and-errors.md, "How an error is shown")', () => {
  it("'linked' is the 5 s bind-success toast (src/ui/toaster.test.tsx times it)", async () => {
    const notified: string[] = [];
    const loadNamespaces = vi.fn(() => Promise.resolve());
    const env = {
      i18n: { t: (key: string) => key, loadNamespaces },
    } as unknown as SignInEnvironment;
    const miniApp = {
      user: { id: '7' },
      notify: (kind: string) => notified.push(kind),
    } as unknown as MiniAppHost;
    chatLinkDeps(env, miniApp).linked();
    expect(TOAST_MS.bindSuccess).toBe(5000);
    // Its text is in the dialogs namespace, which loads on demand.
    expect(loadNamespaces).toHaveBeenCalledWith('dialogs');
    await vi.waitFor(() => expect(vi.mocked(showToast)).toHaveBeenCalled());
    expect(vi.mocked(showToast)).toHaveBeenCalledWith({
      type: 'success',
      description: 'dialogs:chatLink.linked',
      duration: 5000,
    });
    expect(notified).toEqual(['success']);
  });
});
