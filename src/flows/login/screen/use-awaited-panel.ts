import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * A second-step panel of the login as an awaitable step (docs/login.md, "The login flow"): the
 * flow asks with a request and waits; the panel answers, or closing it answers null. A new ask
 * settles the one before with null and counts up `attempt`, so the panel starts afresh. The
 * two-factor and trading-password steps are this one mechanism.
 */
export interface AwaitedPanel<Request, Answer> {
  /** What the flow asked with; null while the panel is closed. */
  readonly request: Request | null;
  /** Counts the asks. */
  readonly attempt: number;
  ask(request: Request): Promise<Answer | null>;
  /** Gives the waiting flow its answer; the panel stays up until the flow closes it. */
  answer(answer: Answer): void;
  /** Hides the panel; a waiting flow gets null. */
  close(): void;
}

export function useAwaitedPanel<Request, Answer>(): AwaitedPanel<Request, Answer> {
  const [state, setState] = useState<{ request: Request | null; attempt: number }>({
    request: null,
    attempt: 0,
  });
  const pending = useRef<((answer: Answer | null) => void) | null>(null);

  const settle = useCallback((answer: Answer | null) => {
    const resolve = pending.current;
    pending.current = null;
    resolve?.(answer);
  }, []);
  const ask = useCallback(
    (request: Request) =>
      new Promise<Answer | null>((resolve) => {
        settle(null);
        pending.current = resolve;
        setState((current) => ({ request, attempt: current.attempt + 1 }));
      }),
    [settle],
  );
  const close = useCallback(() => {
    setState((current) => ({ ...current, request: null }));
    settle(null);
  }, [settle]);

  return useMemo(() => ({ ...state, ask, answer: settle, close }), [state, ask, settle, close]);
}
