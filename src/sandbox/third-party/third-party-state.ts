/**
 * What the sandbox remembers about third-party sign-in besides the accounts: the QA switches (a
 * provider's failure mode) and the next id for a new Telegram user. The site-compliance action is
 * src/sandbox/compliance's.
 * Which Telegram user is linked to which account is the state's link table
 * (src/sandbox/state/telegram-links.ts), shared with the mini app.
 *
 * Kept beside SandboxState rather than in it, keyed by the state's `accounts` map: a reset
 * replaces that map, so this data is dropped together with the accounts it refers to.
 */
import type { SandboxState } from '../state/sandbox-state';
import { FIRST_NEW_TELEGRAM_ID, type ThirdPartyProvider } from './sandbox-identity-providers';

/**
 * - `script-fails`: the stand-in script answers 503, so the adapter's load fails;
 * - `cancel`: the stand-in's window closes at once, as if the visitor closed it;
 * - `no-token`: the provider answers without a credential (Google `credential: ''`, Apple no
 *   id_token, Telegram no hash);
 * - `no-email`: Google / Apple sign a credential without an e-mail claim.
 */
export const THIRD_PARTY_FAILURE_MODES = [
  'script-fails',
  'cancel',
  'no-token',
  'no-email',
] as const;
export type ThirdPartyFailureMode = (typeof THIRD_PARTY_FAILURE_MODES)[number];

export interface ThirdPartySandboxState {
  readonly failureModes: Map<ThirdPartyProvider, ThirdPartyFailureMode>;
  nextTelegramId: number;
}

const byAccounts = new WeakMap<SandboxState['accounts'], ThirdPartySandboxState>();

export function thirdPartyStateOf(state: SandboxState): ThirdPartySandboxState {
  let data = byAccounts.get(state.accounts);
  if (!data) {
    data = {
      failureModes: new Map(),
      nextTelegramId: FIRST_NEW_TELEGRAM_ID,
    };
    byAccounts.set(state.accounts, data);
  }
  return data;
}

export function isFailureMode(value: unknown): value is ThirdPartyFailureMode {
  return THIRD_PARTY_FAILURE_MODES.includes(value as ThirdPartyFailureMode);
}
