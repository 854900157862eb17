import type { ApiResult } from '@/api/request';
import type { VerifyResult } from '@/api/endpoints/registration';
import {
  ACTIVATION_POLL_INTERVAL_MS,
  activationStateOf,
  createActivationPoller,
  type ActivationState,
} from './activation-poll';

function answer(retCode: number, verify_result?: number): ApiResult<VerifyResult> {
  return {
    retCode,
    retMsg: '',
    result: retCode === 0 ? { verify_result } : undefined,
    rawResult: null,
    token: undefined,
    currentSite: undefined,
    successLike: false,
  };
}

describe('activationStateOf', () => {
  it('completes on 2, expires on 3 (qrstatusError), fails on 10016 and 10006', () => {
    expect(activationStateOf(answer(0, 2))).toEqual({ status: 'activated' });
    expect(activationStateOf(answer(0, 3))).toEqual({
      status: 'expired',
      reason: 'qrstatusError',
    });
    expect(activationStateOf(answer(10016))).toEqual({
      status: 'failed',
      reason: 'qrstatusError10016',
    });
    expect(activationStateOf(answer(10006))).toEqual({
      status: 'failed',
      reason: 'qrstatusError10016',
    });
  });
  it('keeps waiting on 1, 4, a lost answer or another code', () => {
    for (const state of [answer(0, 1), answer(0, 4), undefined, answer(10001)]) {
      expect(activationStateOf(state)).toEqual({ status: 'waiting' });
    }
  });
});

describe('createActivationPoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function poller(answers: (ApiResult<VerifyResult> | undefined)[]) {
    const poll = vi.fn(async () => answers.shift());
    const states: ActivationState[] = [];
    const instance = createActivationPoller({ poll, onChange: (s) => states.push(s) });
    return { poll, states, instance };
  }

  it('polls every 2000 ms while waiting and stops once activated', async () => {
    expect(ACTIVATION_POLL_INTERVAL_MS).toBe(2000);
    const { poll, states, instance } = poller([answer(0, 1), answer(0, 4), answer(0, 2)]);
    instance.start();
    await vi.advanceTimersByTimeAsync(1999);
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(states).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(states).toEqual([{ status: 'activated' }]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('stops on an expired link and on 10016', async () => {
    const expired = poller([answer(0, 3)]);
    expired.instance.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(expired.states).toEqual([{ status: 'expired', reason: 'qrstatusError' }]);
    await vi.advanceTimersByTimeAsync(6000);
    expect(expired.poll).toHaveBeenCalledTimes(1);

    const failed = poller([answer(0, 1), answer(10016)]);
    failed.instance.start();
    await vi.advanceTimersByTimeAsync(4000);
    expect(failed.states).toEqual([{ status: 'failed', reason: 'qrstatusError10016' }]);
  });

  it('keeps polling through a lost answer and stops for good when stopped', async () => {
    const { poll, states, instance } = poller([undefined, answer(0, 1), answer(0, 2)]);
    instance.start();
    await vi.advanceTimersByTimeAsync(4000);
    expect(poll).toHaveBeenCalledTimes(2);
    instance.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(states).toEqual([]);
  });
});
