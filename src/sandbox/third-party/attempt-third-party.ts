/**
 * One third-party sign-in, as the exchange decides it: the identity's account logs in
 * (use_thirdparty 2), an unknown one registers (use_thirdparty 1); fixture scenarios (ban, IP
 * restriction, risk step) apply to existing accounts, e-mail scenarios to new ones.
 */
import { findCountryByCode } from '../fixtures/countries';
import { isChineseEmailDomain } from '../fixtures/registration-visitors';
import { issueRiskChallenge, redeemRiskToken } from '../risk/risk-challenges';
import { addAccount, findAccountByEmail } from '../state/account-directory';
import type { RiskChallenge, SandboxAccount } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';
import { openSession } from '../state/sessions';
import { linkTelegramUser, linkedAccountKey } from '../state/telegram-links';
import type { SandboxVisitor } from '../visitor/resolve-visitor';
import type { ThirdPartyIdentity, ThirdPartyRequest } from './third-party-request';
import { TG_BIND_FAILURE, newEmailScenario } from './third-party-scenarios';

/** use_thirdparty values (docs/third-party.md, "The flow"). */
export const USE_THIRDPARTY = { register: 1, login: 2 } as const;

export type ThirdPartyOutcome =
  | { readonly kind: 'chinese-email' }
  | { readonly kind: 'restricted'; readonly ip: string }
  | { readonly kind: 'account-banned' }
  | {
      readonly kind: 'needs-risk';
      readonly use: 1 | 2;
      readonly id: number;
      readonly challenge: RiskChallenge;
    }
  | { readonly kind: 'banned-registration' }
  /** The mini app's Telegram user has no linked account; only login is allowed there. */
  | { readonly kind: 'not-linked' }
  | {
      readonly kind: 'signed-in';
      readonly use: 1 | 2;
      readonly account: SandboxAccount;
      readonly token: string;
      readonly tgBindResult?: string;
    };

export function attemptThirdParty(
  state: SandboxState,
  request: ThirdPartyRequest,
  visitor: SandboxVisitor,
): ThirdPartyOutcome {
  const { identity } = request;
  if (identity.kind === 'email' && isChineseEmailDomain(identity.email)) {
    return { kind: 'chinese-email' };
  }
  const account = findAccount(state, identity);
  return account
    ? logIn(state, account, request, visitor)
    : register(state, identity, request, visitor);
}

function logIn(
  state: SandboxState,
  account: SandboxAccount,
  request: ThirdPartyRequest,
  visitor: SandboxVisitor,
): ThirdPartyOutcome {
  if (visitor.isLogin === 0) return { kind: 'restricted', ip: visitor.ip };
  if (account.bannedAtMs !== undefined) return { kind: 'account-banned' };
  const scenario = account.scenario;
  if (scenario.kind === 'ip-restricted') return { kind: 'restricted', ip: visitor.ip };
  if (scenario.kind === 'risk' && !redeemRiskToken(state, account.key, request.riskToken)) {
    const challenge = issueRiskChallenge(state, account.key, scenario.riskTokenType);
    return { kind: 'needs-risk', use: USE_THIRDPARTY.login, id: account.id, challenge };
  }
  return {
    kind: 'signed-in',
    use: USE_THIRDPARTY.login,
    account,
    token: openSession(state, account),
    ...(request.identity.kind === 'telegram' ? { tgBindResult: 'success' } : {}),
  };
}

function register(
  state: SandboxState,
  identity: ThirdPartyIdentity,
  request: ThirdPartyRequest,
  visitor: SandboxVisitor,
): ThirdPartyOutcome {
  if (visitor.isVisible === 0) return { kind: 'restricted', ip: visitor.ip };
  const country = residenceOf(request, visitor);

  if (identity.kind === 'telegram' && identity.miniApp) return { kind: 'not-linked' };
  if (identity.kind === 'telegram') {
    const account = addTelegramAccount(state, identity, country);
    return {
      kind: 'signed-in',
      use: USE_THIRDPARTY.register,
      account,
      token: openSession(state, account),
      tgBindResult: 'success',
    };
  }

  const scenario = newEmailScenario(identity.email);
  if (scenario === 'banned') return { kind: 'banned-registration' };
  if (scenario === 'risk' && !redeemRiskToken(state, identity.email, request.riskToken)) {
    const challenge = issueRiskChallenge(state, identity.email, 'pass');
    return { kind: 'needs-risk', use: USE_THIRDPARTY.register, id: 0, challenge };
  }
  // No password: the account signs in through its provider (or sets one with 'forgot password').
  const account = addAccount(state, {
    email: identity.email,
    passwordHash: '',
    country,
    site: 'global',
  });
  return {
    kind: 'signed-in',
    use: USE_THIRDPARTY.register,
    account,
    token: openSession(state, account),
    ...(scenario === 'tgBindFails' ? { tgBindResult: TG_BIND_FAILURE } : {}),
  };
}

function findAccount(
  state: SandboxState,
  identity: ThirdPartyIdentity,
): SandboxAccount | undefined {
  if (identity.kind === 'email') return findAccountByEmail(state, identity.email);
  const key = linkedAccountKey(state, identity.userId);
  return key === undefined ? undefined : state.accounts.get(key);
}

/** A Telegram-only account: no e-mail or phone yet, keyed by the Telegram user. */
function addTelegramAccount(
  state: SandboxState,
  identity: Extract<ThirdPartyIdentity, { kind: 'telegram' }>,
  country: string,
): SandboxAccount {
  const key = `telegram:${identity.userId}`;
  const account: SandboxAccount = {
    key,
    id: state.nextUserId++,
    passwordHash: '',
    country,
    site: 'global',
    scenario: { kind: 'plain' },
    createdAtMs: state.settings.now(),
  };
  state.accounts.set(key, account);
  linkTelegramUser(state, identity.userId, key);
  return account;
}

/** The residence as the 3-letter country the login result carries. */
function residenceOf(request: ThirdPartyRequest, visitor: SandboxVisitor): string {
  const code = request.residence ?? visitor.country;
  return findCountryByCode(code)?.iso3 ?? code.toUpperCase();
}
