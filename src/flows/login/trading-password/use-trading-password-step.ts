import type { LoginResult } from '@/api/endpoints/login';
import { useAwaitedPanel, type AwaitedPanel } from '../screen/use-awaited-panel';

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
 * The trading-password panel as an awaitable step (docs/login.md, "Trading-password change"):
 * the login flow asks and waits; the panel answers with the change's login result, or closing it
 * answers null (back to login). After a change the panel stays up while the sign-in finishes and
 * the page is left.
 */
export type TradingPasswordStep = AwaitedPanel<TradingPasswordRequest, LoginResult>;

export function useTradingPasswordStep(): TradingPasswordStep {
  return useAwaitedPanel<TradingPasswordRequest, LoginResult>();
}
