/**
 * Drives the referral status as the visitor types: waits REFERRAL_CHECK_DEBOUNCE_MS after the
 * last change, checks the code, and applies only the answer for the code that is still in the
 * field (an earlier, slower answer never overwrites a later one). Plain timers, no React, so the
 * whole machine is tested with fake timers.
 */
import {
  REFERRAL_CHECK_FAILED,
  type ReferralCheckReturn,
} from '@/api/endpoints/referral-code-check';
import { REFERRAL_CHECK_DEBOUNCE_MS } from './referral-code-rules';
import { isCheckableCode, statusAfterCheck, type ReferralStatus } from './referral-status';

export interface ReferralCheckerState {
  readonly status: ReferralStatus;
  /** A check is waiting for its debounce or for the server. */
  readonly checking: boolean;
}

export interface ReferralCheckerOptions {
  check(code: string, signal: AbortSignal): Promise<ReferralCheckReturn>;
  onChange(state: ReferralCheckerState): void;
  debounceMs?: number;
}

export interface ReferralChecker {
  /** The field's value changed (also called once with the initial value). */
  update(code: string): void;
  dispose(): void;
}

export function createReferralChecker(options: ReferralCheckerOptions): ReferralChecker {
  const debounceMs = options.debounceMs ?? REFERRAL_CHECK_DEBOUNCE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  // The code the status is about; undefined before the first update and after dispose.
  let current: string | undefined;

  const cancelPending = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = undefined;
  };

  const run = async (code: string) => {
    const controller = new AbortController();
    inFlight = controller;
    let checked: ReferralCheckReturn;
    try {
      checked = await options.check(code, controller.signal);
    } catch {
      if (controller.signal.aborted) return;
      checked = REFERRAL_CHECK_FAILED;
    }
    if (controller.signal.aborted || code !== current) return;
    inFlight = undefined;
    options.onChange({ status: statusAfterCheck(checked), checking: false });
  };

  return {
    update(code) {
      const trimmed = code.trim();
      if (trimmed === current) return;
      current = trimmed;
      cancelPending();
      if (!isCheckableCode(trimmed)) {
        options.onChange({ status: null, checking: false });
        return;
      }
      // The old status belonged to another code: clear it while the new one is checked.
      options.onChange({ status: null, checking: true });
      timer = setTimeout(() => {
        timer = undefined;
        void run(trimmed);
      }, debounceMs);
    },
    dispose() {
      cancelPending();
      current = undefined;
    },
  };
}
