import { SANDBOX_CODE } from '../fixtures/codes';
import { randomHex } from '../lib/random-id';
import { issueRiskChallenge, redeemRiskToken } from '../risk/risk-challenges';
import { findAccountByEmail, findAccountByPhone } from '../state/account-directory';
import type { RiskChallenge, SandboxAccount } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';
import { phoneKey } from '../state/seed-accounts';
import { openSession } from '../state/sessions';
import type { SandboxVisitor } from '../visitor/resolve-visitor';
import { openTradingPasswordChange } from '../trading-password/trading-password-change';
import type { TradingPasswordChange } from '../trading-password/trading-password-change';
import type { LoginIdentity, LoginRequest } from './login-request';

/** Wrong passwords allowed before the account locks (docs/login.md, "Refusals"). */
export const WRONG_PASSWORD_LIMIT = 5;

export type LoginOutcome =
  | { readonly kind: 'wrong-password'; readonly passErrCount: number }
  | { readonly kind: 'locked'; readonly passErrCount: number }
  | { readonly kind: 'ip-restricted'; readonly ip: string }
  | { readonly kind: 'refused'; readonly retCode: number; readonly message: string }
  /** A sub-account on the main form, or a main account on the sub-account form. */
  | { readonly kind: 'wrong-door'; readonly subAccount: boolean }
  | { readonly kind: 'banned'; readonly selfUnbindToken: string }
  | { readonly kind: 'needs-google2fa'; readonly account: SandboxAccount }
  | { readonly kind: 'wrong-google2fa' }
  | {
      readonly kind: 'needs-risk';
      readonly account: SandboxAccount;
      readonly challenge: RiskChallenge;
    }
  /** The trading password must be changed first: a ticket for the change, no session yet. */
  | {
      readonly kind: 'needs-trading-password';
      readonly account: SandboxAccount;
      readonly change: TradingPasswordChange;
    }
  | { readonly kind: 'success'; readonly account: SandboxAccount; readonly token: string };

/**
 * One login attempt, in the order the exchange checks: visitor allowed to log in, lock, password
 * (counting failures), then the account's scenario (ban, IP restriction, refusal code, two-factor,
 * risk step).
 */
export function attemptLogin(
  state: SandboxState,
  request: LoginRequest,
  visitor: SandboxVisitor,
): LoginOutcome {
  if (visitor.isLogin === 0) return { kind: 'ip-restricted', ip: visitor.ip };

  const account = findAccount(state, request.identity);
  const counterKey = account?.key ?? identityKey(request.identity);
  const previousErrors = state.passwordErrors.get(counterKey) ?? 0;
  if (previousErrors >= WRONG_PASSWORD_LIMIT) {
    return { kind: 'locked', passErrCount: previousErrors };
  }
  if (!account || account.passwordHash !== request.passwordHash) {
    const passErrCount = previousErrors + 1;
    state.passwordErrors.set(counterKey, passErrCount);
    return passErrCount >= WRONG_PASSWORD_LIMIT
      ? { kind: 'locked', passErrCount }
      : { kind: 'wrong-password', passErrCount };
  }
  state.passwordErrors.delete(counterKey);

  return checkScenario(state, account, request, visitor);
}

function checkScenario(
  state: SandboxState,
  account: SandboxAccount,
  request: LoginRequest,
  visitor: SandboxVisitor,
): LoginOutcome {
  const scenario = account.scenario;
  if (account.bannedAtMs !== undefined) {
    const selfUnbindToken = randomHex(16);
    state.selfUnbindTokens.set(selfUnbindToken, account.key);
    return { kind: 'banned', selfUnbindToken };
  }
  if (scenario.kind === 'ip-restricted') return { kind: 'ip-restricted', ip: visitor.ip };
  if (scenario.kind === 'refused') {
    return { kind: 'refused', retCode: scenario.retCode, message: scenario.message };
  }
  const isSubAccount = scenario.kind === 'sub-account';
  if (isSubAccount !== request.subAccount) return { kind: 'wrong-door', subAccount: isSubAccount };
  if (
    scenario.kind === 'google2fa' ||
    (scenario.kind === 'trading-password' && scenario.google2fa)
  ) {
    if (request.google2fa === undefined) return { kind: 'needs-google2fa', account };
    if (request.google2fa !== SANDBOX_CODE) return { kind: 'wrong-google2fa' };
  }
  if (scenario.kind === 'risk' && !redeemRiskToken(state, account.key, request.riskToken)) {
    const challenge = issueRiskChallenge(state, account.key, scenario.riskTokenType);
    return { kind: 'needs-risk', account, challenge };
  }
  if (scenario.kind === 'trading-password') {
    const change = openTradingPasswordChange(state, account, request.identity.kind);
    return { kind: 'needs-trading-password', account, change };
  }
  return { kind: 'success', account, token: openSession(state, account) };
}

function findAccount(state: SandboxState, identity: LoginIdentity): SandboxAccount | undefined {
  return identity.kind === 'email'
    ? findAccountByEmail(state, identity.email)
    : findAccountByPhone(state, identity.phone);
}

function identityKey(identity: LoginIdentity): string {
  return identity.kind === 'email'
    ? identity.email.toLowerCase()
    : `phone:${phoneKey(identity.phone.countryCode, identity.phone.number)}`;
}
