import {
  armHistoryGuard,
  armHistoryGuardOnInteraction,
  EXIT_GUARD_STATE_KEY,
} from './history-guard';
import { REDEEM_CLAIMED_CODE, REDEEM_OPEN_CODE } from '@/api/endpoints/redeem-check';
import {
  exitIntentVariant,
  runExitIntent,
  shouldSkipExitDialog,
  variantOrigin,
  type ExitChoice,
} from './run-exit-intent';

function deps(code: number | undefined | Error, choice: ExitChoice = 'continue') {
  return {
    checkRedeem: vi.fn(async () => {
      if (code instanceof Error) throw code;
      return code;
    }),
    openDialog: vi.fn(async () => choice),
    quit: vi.fn(),
  };
}

describe('runExitIntent', () => {
  it('skips the dialog and leaves when the gift was already claimed', async () => {
    expect(REDEEM_CLAIMED_CODE).toBe(1);
    const d = deps(REDEEM_CLAIMED_CODE);
    await expect(runExitIntent(d)).resolves.toBe('skipped');
    expect(d.openDialog).not.toHaveBeenCalled();
    expect(d.quit).toHaveBeenCalledTimes(1);
  });

  it('asks, and Quit leaves', async () => {
    const d = deps(REDEEM_OPEN_CODE, 'quit');
    await expect(runExitIntent(d)).resolves.toBe('quit');
    expect(d.quit).toHaveBeenCalledTimes(1);
  });

  it('asks, and Continue stays', async () => {
    const d = deps(REDEEM_OPEN_CODE, 'continue');
    await expect(runExitIntent(d)).resolves.toBe('stayed');
    expect(d.quit).not.toHaveBeenCalled();
  });

  it('still asks when the check fails', async () => {
    for (const failed of [undefined, new Error('offline')]) {
      const d = deps(failed, 'continue');
      await expect(runExitIntent(d)).resolves.toBe('stayed');
      expect(d.openDialog).toHaveBeenCalledTimes(1);
    }
    expect(shouldSkipExitDialog(undefined)).toBe(false);
  });

  it('words the dialog after the sign-up origin', () => {
    expect(exitIntentVariant('affiliate')).toBe('affiliate');
    expect(exitIntentVariant('referral')).toBe('referral');
    expect(exitIntentVariant('normal')).toBe('welcomeGift');
    expect(variantOrigin('welcomeGift')).toBe('normal');
  });
});

describe('armHistoryGuard', () => {
  function environment() {
    const events = new EventTarget();
    const history = { state: { key: 'k1', idx: 3 } as unknown, pushState: vi.fn() };
    return { events, history };
  }

  it('pushes a copy of the current entry, marked, keeping the router state', () => {
    const env = environment();
    armHistoryGuard(env, () => undefined);
    expect(env.history.pushState).toHaveBeenCalledWith(
      { key: 'k1', idx: 3, [EXIT_GUARD_STATE_KEY]: true },
      '',
    );
  });

  it('calls back on the first Back only', () => {
    const env = environment();
    const onBack = vi.fn();
    armHistoryGuard(env, onBack);
    env.events.dispatchEvent(new Event('popstate'));
    env.events.dispatchEvent(new Event('popstate'));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('does nothing more once disarmed', () => {
    const env = environment();
    const onBack = vi.fn();
    const disarm = armHistoryGuard(env, onBack);
    disarm();
    env.events.dispatchEvent(new Event('popstate'));
    expect(onBack).not.toHaveBeenCalled();
  });
});

describe('armHistoryGuardOnInteraction', () => {
  it('pushes the guard entry only on the first pointer or key interaction', () => {
    const events = new EventTarget();
    const history = { state: null as unknown, pushState: vi.fn() };
    const onBack = vi.fn();
    armHistoryGuardOnInteraction({ events, history }, onBack);
    events.dispatchEvent(new Event('popstate'));
    expect(history.pushState).not.toHaveBeenCalled();
    expect(onBack).not.toHaveBeenCalled();
    events.dispatchEvent(new Event('keydown'));
    events.dispatchEvent(new Event('pointerdown'));
    expect(history.pushState).toHaveBeenCalledTimes(1);
    events.dispatchEvent(new Event('popstate'));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when disarmed before any interaction', () => {
    const events = new EventTarget();
    const history = { state: null as unknown, pushState: vi.fn() };
    const disarm = armHistoryGuardOnInteraction({ events, history }, () => undefined);
    disarm();
    events.dispatchEvent(new Event('pointerdown'));
    expect(history.pushState).not.toHaveBeenCalled();
  });
});
