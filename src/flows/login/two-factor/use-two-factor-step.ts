import { useCallback, useMemo, useState } from 'react';
import { useAwaitedPanel } from '../screen/use-awaited-panel';

/**
 * The two-factor panel as an awaitable step: the login flow asks for a code and waits; the
 * panel answers with the code or null (back). While the flow retries with the code the panel
 * stays up and busy, so a refused code is asked again in place.
 */
export interface TwoFactorStep {
  /** The panel is shown instead of the form. */
  readonly active: boolean;
  /** The previous code was refused. */
  readonly rejected: boolean;
  /** A code was given and the login is being retried with it. */
  readonly busy: boolean;
  /** Counts the times a code was asked for; a new ask starts with empty boxes. */
  readonly attempt: number;
  ask(state: { readonly rejected: boolean }): Promise<string | null>;
  submit(code: string): void;
  /** Back to the form; the waiting flow gets null. */
  cancel(): void;
  /** The flow ended without leaving the page: hide the panel. */
  end(): void;
}

export function useTwoFactorStep(): TwoFactorStep {
  const panel = useAwaitedPanel<{ readonly rejected: boolean }, string>();
  // Busy from a submitted code until the flow asks again or closes the panel.
  const [busyAttempt, setBusyAttempt] = useState<number | null>(null);
  const { request, attempt, answer, close } = panel;
  const submit = useCallback(
    (code: string) => {
      setBusyAttempt(attempt);
      answer(code);
    },
    [attempt, answer],
  );
  return useMemo(
    () => ({
      active: request !== null,
      rejected: request?.rejected ?? false,
      busy: request !== null && busyAttempt === attempt,
      attempt,
      ask: panel.ask,
      submit,
      cancel: close,
      end: close,
    }),
    [request, busyAttempt, attempt, panel.ask, submit, close],
  );
}
