/**
 * The resend countdown (registration §4 'Resend'): 60 seconds during which the resend button is
 * disabled. Plain timers, no React, so the machine is tested with fake timers.
 */
export const RESEND_COUNTDOWN_SECONDS = 60;
const SECOND_MS = 1000;

export interface ResendCountdown {
  /** Starts (or restarts) the 60 s countdown. */
  start(): void;
  stop(): void;
}

export function createResendCountdown(
  onTick: (secondsLeft: number) => void,
  seconds: number = RESEND_COUNTDOWN_SECONDS,
): ResendCountdown {
  let timer: ReturnType<typeof setInterval> | undefined;
  let left = 0;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  return {
    start() {
      stop();
      left = seconds;
      onTick(left);
      timer = setInterval(() => {
        left -= 1;
        onTick(left);
        if (left <= 0) stop();
      }, SECOND_MS);
    },
    stop,
  };
}
