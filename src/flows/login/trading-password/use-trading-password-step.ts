import { useCallback, useMemo, useRef, useState } from 'react';
import type { LoginResult } from '@/api/endpoints/login';

/** What the login answered when the trading password must change (docs/login.md). */
export interface TradingPasswordRequest {
  /** `trading_pwd_ticket`: ties the panel's calls to this login. */
  readonly ticket: string;
  /** `trading_pwd_google2fa`: the Google Authenticator code is asked too. */
  readonly google2faRequired: boolean;
  /** The e-mail or phone the visitor logged in with: the captcha info is asked for it. */
  readonly loginName: string;
}

/**
 * The trading-password panel as an awaitable step (like the two-factor panel): the login flow
 * asks and waits; the panel answers with the change's login result, or null (back to login).
 * After a change the panel stays up while the sign-in finishes and the page is left.
 */
export interface TradingPasswordStep {
  /** The panel is shown instead of the form. */
  readonly active: boolean;
  readonly request: TradingPasswordRequest | null;
  /** Counts the asks; a new ask starts an empty panel. */
  readonly attempt: number;
  ask(request: TradingPasswordRequest): Promise<LoginResult | null>;
  /** The change succeeded: the flow finishes the sign-in with its answer. */
  complete(result: LoginResult): void;
  /** Back to the form; the waiting flow gets null. */
  cancel(): void;
  /** The flow ended without leaving the page: hide the panel. */
  end(): void;
}

interface PanelState {
  readonly request: TradingPasswordRequest | null;
  readonly attempt: number;
}

export function useTradingPasswordStep(): TradingPasswordStep {
  const [state, setState] = useState<PanelState>({ request: null, attempt: 0 });
  const pending = useRef<((result: LoginResult | null) => void) | null>(null);

  const settle = useCallback((result: LoginResult | null) => {
    const resolve = pending.current;
    pending.current = null;
    resolve?.(result);
  }, []);

  const ask = useCallback(
    (request: TradingPasswordRequest) =>
      new Promise<LoginResult | null>((resolve) => {
        settle(null);
        pending.current = resolve;
        setState((current) => ({ request, attempt: current.attempt + 1 }));
      }),
    [settle],
  );
  const complete = useCallback((result: LoginResult) => settle(result), [settle]);
  const close = useCallback(() => {
    setState((current) => ({ ...current, request: null }));
    settle(null);
  }, [settle]);

  return useMemo(
    () => ({
      active: state.request !== null,
      request: state.request,
      attempt: state.attempt,
      ask,
      complete,
      cancel: close,
      end: close,
    }),
    [state, ask, complete, close],
  );
}
