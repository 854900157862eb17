import type { BindAnswer } from '@/api/endpoints/chat-app-link';
import { CHAT_CALLBACK_RETRY_CODE } from '@/api/error-constants';
import type { ApiResult } from '@/api/request';
import { bindOutcome, taskOf } from './after-mini-app-sign-in';

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
