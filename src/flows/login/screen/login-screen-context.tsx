import { createContext, use, type ReactNode } from 'react';
import type { LoginScreenOptions } from './login-screen-options';
import type { SiteJumpContext } from '@/sign-in/after-sign-in/site-jump';
import type { TwoFactorStep } from '../two-factor/use-two-factor-step';
import type { TradingPasswordStep } from '../trading-password/use-trading-password-step';

/** What the forms of one login screen share: its options and its second-step panels. */
export interface LoginScreenValue {
  readonly options: LoginScreenOptions;
  /** The e-mail field also takes a phone number (the edition shows the phone tab). */
  readonly phoneAllowed: boolean;
  readonly inChatApp: boolean;
  /** Which page the site-jump rule sees (demo and OAuth logins are exempt). */
  readonly siteJumpContext: SiteJumpContext;
  readonly twoFactor: TwoFactorStep;
  /** The trading-password change a login may ask for before it signs in. */
  readonly tradingPassword: TradingPasswordStep;
  /** The sub-account login: requests carry is_sub_account. */
  readonly subAccount: boolean;
}

const LoginScreenContext = createContext<LoginScreenValue | null>(null);

export function LoginScreenProvider({
  value,
  children,
}: {
  value: LoginScreenValue;
  children: ReactNode;
}) {
  return <LoginScreenContext value={value}>{children}</LoginScreenContext>;
}

export function useLoginScreen(): LoginScreenValue {
  const value = use(LoginScreenContext);
  if (!value) throw new Error('useLoginScreen must be used inside <LoginScreenProvider>');
  return value;
}

export function siteJumpContextOf(options: LoginScreenOptions): SiteJumpContext {
  if (options.oauth) return 'oauth';
  if (options.demoAccount) return 'demo';
  return 'login';
}
