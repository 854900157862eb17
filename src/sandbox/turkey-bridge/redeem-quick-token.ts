/**
 * What the Turkey site does with a quick token (docs/turkey-bridge.md, "The calls"): each type
 * does what its name says. BIND_TR opens a Turkey account linked to a main-site account;
 * MIGRANT_EU does the same for an EU-site account (the account moves to the Turkey site);
 * TR_KYC lets a linked Turkey account use the main site's identity verification; LOGIN_TR signs
 * in to the linked Turkey account.
 */
import { BRIDGE_MAIN_SITES, QUICK_TOKEN_TTL_MS, TURKEY_SITE } from '../fixtures/turkey-bridge';
import { randomHex } from '../lib/random-id';
import { SANDBOX_RET_CODES } from '../ret-codes';
import type { SandboxAccount } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';
import type { QuickTokenRecord } from './turkey-bridge-state';

export type BridgeRefusal = {
  readonly kind: 'refused';
  readonly retCode: number;
  readonly message: string;
};

export type BridgeBindOutcome =
  | {
      readonly kind: 'bound';
      readonly main: SandboxAccount;
      readonly turkey: SandboxAccount;
      readonly type: string;
    }
  | BridgeRefusal;

export type BridgeLoginOutcome =
  { readonly kind: 'signed-in'; readonly turkey: SandboxAccount } | BridgeRefusal;

const refused = (retCode: number, message: string): BridgeRefusal => ({
  kind: 'refused',
  retCode,
  message,
});

export function issueQuickToken(
  state: SandboxState,
  account: SandboxAccount,
  type: string,
): { token: string; record: QuickTokenRecord } {
  const token = randomHex(24);
  const record = {
    accountKey: account.key,
    type,
    expiresAtMs: state.settings.now() + QUICK_TOKEN_TTL_MS,
  };
  state.turkeyBridge.quickTokens.set(token, record);
  return { token, record };
}

/** The token's account, spending the token; a refusal when unknown, spent, expired or of another type. */
function spend(state: SandboxState, token: string, type: string): SandboxAccount | BridgeRefusal {
  const record = state.turkeyBridge.quickTokens.get(token);
  state.turkeyBridge.quickTokens.delete(token);
  const account = record ? state.accounts.get(record.accountKey) : undefined;
  if (!record || !account || record.expiresAtMs <= state.settings.now() || record.type !== type) {
    return refused(
      SANDBOX_RET_CODES.quickTokenInvalid,
      'The authorisation has expired or is not valid. Please try again',
    );
  }
  return account;
}

function isRefusal(value: SandboxAccount | BridgeRefusal): value is BridgeRefusal {
  return 'kind' in value && value.kind === 'refused';
}

function linkedTurkeyAccount(
  state: SandboxState,
  main: SandboxAccount,
): SandboxAccount | undefined {
  const key = state.turkeyBridge.links.get(main.key);
  return key === undefined ? undefined : state.accounts.get(key);
}

function openTurkeyAccount(state: SandboxState, main: SandboxAccount): SandboxAccount {
  const turkey: SandboxAccount = {
    key: `turkey:${main.key}`,
    id: state.nextUserId++,
    ...(main.email ? { email: main.email } : {}),
    passwordHash: main.passwordHash,
    country: 'TUR',
    site: TURKEY_SITE,
    scenario: { kind: 'plain' },
    createdAtMs: state.settings.now(),
  };
  state.accounts.set(turkey.key, turkey);
  state.turkeyBridge.links.set(main.key, turkey.key);
  return turkey;
}

const notLinked = () =>
  refused(SANDBOX_RET_CODES.bridgeNotLinked, 'This account is not linked to a Türkiye account yet');

export function bindByQuickToken(
  state: SandboxState,
  token: string,
  type: string,
): BridgeBindOutcome {
  if (type !== 'BIND_TR' && type !== 'TR_KYC' && type !== 'MIGRANT_EU') {
    return refused(
      SANDBOX_RET_CODES.invalidParameters,
      'type must be BIND_TR, TR_KYC or MIGRANT_EU',
    );
  }
  const main = spend(state, token, type);
  if (isRefusal(main)) return main;
  if (!(BRIDGE_MAIN_SITES[type] as readonly string[]).includes(main.site)) {
    return refused(
      SANDBOX_RET_CODES.bridgeWrongSite,
      type === 'MIGRANT_EU'
        ? 'Only an account of the EU site can move to the Türkiye site'
        : 'Only an account of the main site can be linked to the Türkiye site',
    );
  }
  const linked = linkedTurkeyAccount(state, main);
  if (type === 'TR_KYC') {
    if (!linked) return notLinked();
    state.turkeyBridge.kycShared.add(linked.key);
    return { kind: 'bound', main, turkey: linked, type };
  }
  if (linked) {
    return refused(
      SANDBOX_RET_CODES.bridgeAlreadyLinked,
      'This account is already linked to a Türkiye account',
    );
  }
  return { kind: 'bound', main, turkey: openTurkeyAccount(state, main), type };
}

export function loginByQuickToken(state: SandboxState, token: string): BridgeLoginOutcome {
  const main = spend(state, token, 'LOGIN_TR');
  if (isRefusal(main)) return main;
  const turkey = linkedTurkeyAccount(state, main);
  return turkey ? { kind: 'signed-in', turkey } : notLinked();
}
