/**
 * One bind of a Telegram user to the signed-in account (POST /user/private/bind/telegram), as
 * the sandbox decides it once the chat identity and the captcha have passed (docs/mini-app.md,
 * "The calls and their answers"; docs/sandbox.md, "The Telegram mini app"): the fixture user's
 * scripted answer (400607, a failure status), then the link table (telegramAlreadyBind), then the
 * security step once per account, then the link.
 */
import { miniAppUserById } from '../fixtures/mini-app-users';
import { issueRiskChallenge, redeemRiskToken } from '../risk/risk-challenges';
import type { RiskChallenge, SandboxAccount } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';
import { linkTelegramUser, linkedAccountKey, linkedTelegramUser } from '../state/telegram-links';

/** bind_status values: UNBOUND 0, BOUND 1 (docs/mini-app.md). */
export const BIND_STATUS = { unbound: 0, bound: 1 } as const;

export const ALREADY_BOUND_FAILURE = {
  status: 'telegramAlreadyBind',
  message: 'This Telegram account is already linked to another account',
} as const;

/** Sandbox-chosen: the account is linked to another Telegram user (docs/sandbox.md). */
export const ACCOUNT_LINKED_ELSEWHERE_FAILURE = {
  status: 'relinkBybitAccountTip',
  message: 'This account is already linked to another Telegram account',
} as const;

export type TelegramBindOutcome =
  /** 400607: the client retries the call. */
  | { readonly kind: 'retry' }
  | { readonly kind: 'failed'; readonly status: string; readonly message: string }
  /** The security step: `{ risk_token, risk_token_type: 'pass' }`. */
  | { readonly kind: 'needs-risk'; readonly challenge: RiskChallenge }
  | { readonly kind: 'linked' };

export function attemptTelegramBind(
  state: SandboxState,
  account: SandboxAccount,
  telegramUserId: number,
  riskToken: string | undefined,
): TelegramBindOutcome {
  const script = miniAppUserById(telegramUserId)?.bind;
  if (script?.kind === 'fails') {
    return { kind: 'failed', status: script.status, message: script.message };
  }
  if (script?.kind === 'retry') {
    const calls = (state.chatApp.bindCalls.get(telegramUserId) ?? 0) + 1;
    state.chatApp.bindCalls.set(telegramUserId, calls);
    if (calls <= script.times) return { kind: 'retry' };
  }

  const linkedTo = linkedAccountKey(state, telegramUserId);
  if (linkedTo === account.key) return linked(state, telegramUserId);
  if (linkedTo !== undefined) return { kind: 'failed', ...ALREADY_BOUND_FAILURE };
  if (linkedTelegramUser(state, account.key) !== undefined) {
    return { kind: 'failed', ...ACCOUNT_LINKED_ELSEWHERE_FAILURE };
  }

  if (!state.chatApp.bindRiskPassed.has(account.key)) {
    if (!redeemRiskToken(state, account.key, riskToken)) {
      return { kind: 'needs-risk', challenge: issueRiskChallenge(state, account.key, 'pass') };
    }
    state.chatApp.bindRiskPassed.add(account.key);
  }
  linkTelegramUser(state, telegramUserId, account.key);
  return linked(state, telegramUserId);
}

/** Linked: a retry user's count starts over, so the next bind is scripted again. */
function linked(state: SandboxState, telegramUserId: number): TelegramBindOutcome {
  state.chatApp.bindCalls.delete(telegramUserId);
  return { kind: 'linked' };
}
