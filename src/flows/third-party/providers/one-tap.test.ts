import type { PromptMoment } from './google-identity';
import { ONE_TAP_FAILURE_DELAY_MS, startOneTap } from './one-tap';

function notDisplayed(reason: string): PromptMoment {
  return {
    isNotDisplayed: () => true,
    getNotDisplayedReason: () => reason,
    isSkippedMoment: () => false,
    isDismissedMoment: () => false,
  };
}

function fakeIdentity() {
  const listeners: ((moment: PromptMoment) => void)[] = [];
  return {
    listeners,
    prompt: vi.fn((listener: (moment: PromptMoment) => void) => void listeners.push(listener)),
    cancel: vi.fn(),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startOneTap', () => {
  it('prompts at once', () => {
    const identity = fakeIdentity();
    startOneTap(identity);
    expect(identity.prompt).toHaveBeenCalledOnce();
  });

  it(`tries once more ${ONE_TAP_FAILURE_DELAY_MS} ms after a prompt that was not displayed`, () => {
    expect(ONE_TAP_FAILURE_DELAY_MS).toBe(2000);
    const identity = fakeIdentity();
    startOneTap(identity);
    identity.listeners[0]?.(notDisplayed('unknown_reason'));
    vi.advanceTimersByTime(ONE_TAP_FAILURE_DELAY_MS - 1);
    expect(identity.prompt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(identity.prompt).toHaveBeenCalledTimes(2);
    // Only once.
    identity.listeners[1]?.(notDisplayed('unknown_reason'));
    vi.advanceTimersByTime(ONE_TAP_FAILURE_DELAY_MS * 3);
    expect(identity.prompt).toHaveBeenCalledTimes(2);
  });

  it('does not retry when the visitor or the configuration said no', () => {
    const identity = fakeIdentity();
    startOneTap(identity);
    identity.listeners[0]?.(notDisplayed('suppressed_by_user'));
    vi.advanceTimersByTime(ONE_TAP_FAILURE_DELAY_MS * 2);
    expect(identity.prompt).toHaveBeenCalledOnce();
  });

  it('stopping cancels the prompt and a pending retry', () => {
    const identity = fakeIdentity();
    const stop = startOneTap(identity);
    identity.listeners[0]?.(notDisplayed('unknown_reason'));
    stop();
    stop();
    vi.advanceTimersByTime(ONE_TAP_FAILURE_DELAY_MS * 2);
    expect(identity.prompt).toHaveBeenCalledOnce();
    expect(identity.cancel).toHaveBeenCalledOnce();
  });
});
