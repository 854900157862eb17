import {
  REFERRAL_CHECK_FAILED,
  type ReferralCheckReturn,
} from '@/api/endpoints/referral-code-check';
import { createReferralChecker, type ReferralCheckerState } from './referral-checker';
import { REFERRAL_CHECK_DEBOUNCE_MS, REFERRAL_CODE_MAX_LENGTH } from './referral-code-rules';
import { statusAfterCheck } from './referral-status';

describe('referral status after a check', () => {
  it('is error -1 with refCodeErrorMsg1 for false', () => {
    expect(statusAfterCheck(false)).toEqual({ type: -1, messageKey: 'refCodeErrorMsg1' });
  });

  it('resets on a numeric return, including -200 for a failed call', () => {
    expect(REFERRAL_CHECK_FAILED).toBe(-200);
    expect(statusAfterCheck(-200)).toBeNull();
    expect(statusAfterCheck(10001)).toBeNull();
  });

  it('is success 1 with the server text and scene', () => {
    expect(statusAfterCheck({ scene: 2, text: 'Invited by a friend' })).toEqual({
      type: 1,
      scene: 2,
      text: 'Invited by a friend',
    });
  });

  it('limits a code to 20 characters', () => {
    expect(REFERRAL_CODE_MAX_LENGTH).toBe(20);
  });
});

describe('the debounced referral checker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(answers: Record<string, ReferralCheckReturn | Promise<ReferralCheckReturn>>) {
    const states: ReferralCheckerState[] = [];
    const check = vi.fn(async (code: string) => {
      const answer = answers[code];
      if (answer === undefined) throw new Error(`unexpected code ${code}`);
      return answer;
    });
    const checker = createReferralChecker({ check, onChange: (state) => states.push(state) });
    return { checker, check, states, last: () => states.at(-1) };
  }

  it('checks once, 500 ms after the last change', async () => {
    expect(REFERRAL_CHECK_DEBOUNCE_MS).toBe(500);
    const { checker, check, last } = setup({ SANDBOXREF: { scene: 2, text: 'hi' } });
    checker.update('SANDBOX');
    await vi.advanceTimersByTimeAsync(300);
    checker.update('SANDBOXREF');
    await vi.advanceTimersByTimeAsync(499);
    expect(check).not.toHaveBeenCalled();
    expect(last()).toEqual({ status: null, checking: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('SANDBOXREF', expect.any(AbortSignal));
    expect(last()).toEqual({ status: { type: 1, scene: 2, text: 'hi' }, checking: false });
  });

  it('has no status, and makes no call, for an empty code', async () => {
    const { checker, check, last } = setup({ BAD: false });
    checker.update('BAD');
    await vi.advanceTimersByTimeAsync(500);
    expect(last()?.status).toEqual({ type: -1, messageKey: 'refCodeErrorMsg1' });
    checker.update('   ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toEqual({ status: null, checking: false });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('resets the status when the check returns a number', async () => {
    const { checker, last } = setup({ BAD: false, DOWN: REFERRAL_CHECK_FAILED });
    checker.update('BAD');
    await vi.advanceTimersByTimeAsync(500);
    checker.update('DOWN');
    await vi.advanceTimersByTimeAsync(500);
    expect(last()).toEqual({ status: null, checking: false });
  });

  it('never lets a slower, older answer overwrite a newer one', async () => {
    let resolveOld: (value: ReferralCheckReturn) => void = () => undefined;
    const old = new Promise<ReferralCheckReturn>((resolve) => {
      resolveOld = resolve;
    });
    const { checker, last } = setup({ OLD: old, NEW: false });
    checker.update('OLD');
    await vi.advanceTimersByTimeAsync(500);
    checker.update('NEW');
    await vi.advanceTimersByTimeAsync(500);
    resolveOld({ scene: 0, text: '' });
    await vi.advanceTimersByTimeAsync(0);
    expect(last()?.status).toEqual({ type: -1, messageKey: 'refCodeErrorMsg1' });
  });

  it('treats a check that throws like a failed call (status reset)', async () => {
    const { checker, last } = setup({});
    checker.update('BOOM');
    await vi.advanceTimersByTimeAsync(500);
    expect(last()).toEqual({ status: null, checking: false });
  });

  it('stops everything on dispose', async () => {
    const { checker, check } = setup({ LATE: false });
    checker.update('LATE');
    checker.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).not.toHaveBeenCalled();
  });
});
