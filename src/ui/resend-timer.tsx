import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** The resend countdown (docs/verification.md, "Code entry and resend"). */
export const RESEND_SECONDS = 60;

export interface ResendTimerProps {
  /** Sends the code again; a rejected promise keeps the button available for another try. */
  onResend: () => unknown;
  /** Button text once resending is allowed, e.g. "Resend code". */
  resendLabel: string;
  /** Button text while counting down: `(59) => 'Resend in 59 s'`. */
  countdownLabel: (secondsLeft: number) => string;
  /** Length of the countdown; the spec's 60 s unless a caller needs otherwise. */
  seconds?: number;
  /**
   * Start counting at once (the code was just sent, the usual case), or start with the
   * button available.
   */
  startCounting?: boolean;
}

/**
 * The resend button of a code step: disabled while the 60 s countdown runs, then "Resend
 * code"; pressing it resends and starts the countdown again. The countdown lives in the
 * button's text; screen readers hear it when they reach the button, not every second.
 */
export function ResendTimer({
  onResend,
  resendLabel,
  countdownLabel,
  seconds = RESEND_SECONDS,
  startCounting = true,
}: ResendTimerProps) {
  const [left, setLeft] = useState(startCounting ? seconds : 0);
  const [sending, setSending] = useState(false);

  const counting = left > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const resend = async () => {
    setSending(true);
    try {
      await onResend();
      setLeft(seconds);
    } catch {
      // The caller has told the visitor what went wrong; they may try again now.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      type="button"
      variant="plain"
      size="sm"
      colorPalette="brand"
      paddingInline="0"
      disabled={counting || sending}
      loading={sending}
      onClick={() => void resend()}
    >
      {counting ? countdownLabel(left) : resendLabel}
    </Button>
  );
}
