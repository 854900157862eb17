/**
 * The e-mail activation status poll (docs/registration.md, "The registration flow", Link): every 2
 * s while waiting; result 2 completes; result 3, or ret_code 10016 / 10006, stops with the link
 * expired or failed (tracked qrstatusError / qrstatusError10016); results 1 and 4 (meaning not
 * shown) keep polling. Plain timers, no React, so the machine is tested with fake timers.
 */
import type { ApiResult } from '@/api/request';
import type { VerifyResult } from '@/api/endpoints/registration';
import { FAILURE_REASONS, type FailureReason } from '../flow/registration-tracking';

export const ACTIVATION_POLL_INTERVAL_MS = 2000;
export const ACTIVATION_RESULT = { waiting: 1, activated: 2, expired: 3, pending: 4 } as const;
export const ACTIVATION_STOP_CODES: readonly number[] = [10016, 10006];

export type ActivationState =
  | { readonly status: 'waiting' }
  | { readonly status: 'activated' }
  | { readonly status: 'expired' | 'failed'; readonly reason: FailureReason };

/**
 * What one poll answer means. No answer (network or HTTP failure) and codes the spec does not
 * name keep the screen waiting: a lost poll must not end a registration the visitor may be
 * finishing in the other tab.
 */
export function activationStateOf(answer: ApiResult<VerifyResult> | undefined): ActivationState {
  if (!answer) return { status: 'waiting' };
  if (ACTIVATION_STOP_CODES.includes(answer.retCode)) {
    return { status: 'failed', reason: FAILURE_REASONS.linkFailed };
  }
  if (answer.retCode !== 0) return { status: 'waiting' };
  switch (answer.result?.verify_result) {
    case ACTIVATION_RESULT.activated:
      return { status: 'activated' };
    case ACTIVATION_RESULT.expired:
      return { status: 'expired', reason: FAILURE_REASONS.linkExpired };
    default:
      return { status: 'waiting' };
  }
}

export interface ActivationPollerOptions {
  poll(signal: AbortSignal): Promise<ApiResult<VerifyResult> | undefined>;
  /** Called with every state after the first; the poller stops itself on any but 'waiting'. */
  onChange(state: ActivationState): void;
  intervalMs?: number;
}

export interface ActivationPoller {
  start(): void;
  stop(): void;
}

export function createActivationPoller(options: ActivationPollerOptions): ActivationPoller {
  const interval = options.intervalMs ?? ACTIVATION_POLL_INTERVAL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let running = false;

  const schedule = () => {
    timer = setTimeout(() => void tick(), interval);
  };

  const tick = async () => {
    timer = undefined;
    const current = new AbortController();
    controller = current;
    let answer: ApiResult<VerifyResult> | undefined;
    try {
      answer = await options.poll(current.signal);
    } catch {
      answer = undefined;
    }
    if (!running || current.signal.aborted) return;
    const state = activationStateOf(answer);
    if (state.status === 'waiting') {
      schedule();
      return;
    }
    running = false;
    options.onChange(state);
  };

  return {
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    stop() {
      running = false;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      controller?.abort();
    },
  };
}
