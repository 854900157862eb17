import { useCallback, useMemo, useRef, useState } from 'react';

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

interface PanelState {
  readonly active: boolean;
  readonly rejected: boolean;
  readonly busy: boolean;
  readonly attempt: number;
}

const CLOSED: PanelState = { active: false, rejected: false, busy: false, attempt: 0 };

export function useTwoFactorStep(): TwoFactorStep {
  const [state, setState] = useState<PanelState>(CLOSED);
  const pending = useRef<((code: string | null) => void) | null>(null);

  const settle = useCallback((code: string | null) => {
    const resolve = pending.current;
    pending.current = null;
    resolve?.(code);
  }, []);

  const ask = useCallback(
    ({ rejected }: { readonly rejected: boolean }) =>
      new Promise<string | null>((resolve) => {
        settle(null);
        pending.current = resolve;
        setState((current) => ({
          active: true,
          rejected,
          busy: false,
          attempt: current.attempt + 1,
        }));
      }),
    [settle],
  );
  const submit = useCallback(
    (code: string) => {
      setState((current) => ({ ...current, busy: true }));
      settle(code);
    },
    [settle],
  );
  const cancel = useCallback(() => {
    setState(CLOSED);
    settle(null);
  }, [settle]);
  const end = useCallback(() => {
    setState(CLOSED);
    settle(null);
  }, [settle]);

  return useMemo(() => ({ ...state, ask, submit, cancel, end }), [state, ask, submit, cancel, end]);
}
