import type { PhoneNumber, SandboxAccount } from './records';
import type { SandboxState } from './sandbox-state';
import { phoneKey } from './seed-accounts';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The account for an e-mail. `name+anything@domain` of an existing `name@domain` is a separate
 * copy of it (own id, own wrong-password counter, same password and scenario), created on first
 * use, so parallel browser tests do not share counters or sessions.
 */
export function findAccountByEmail(state: SandboxState, email: string): SandboxAccount | undefined {
  const key = normaliseEmail(email);
  const existing = state.accounts.get(key);
  if (existing) return existing;

  const alias = /^([^+@]+)\+[^@]*(@.+)$/.exec(key);
  const base = alias ? state.accounts.get(`${alias[1]}${alias[2]}`) : undefined;
  if (!base) return undefined;

  const copy: SandboxAccount = {
    ...base,
    key,
    id: state.nextUserId++,
    email: key,
    phone: undefined,
    aliasOf: base.key,
  };
  state.accounts.set(key, copy);
  return copy;
}

export function findAccountByPhone(
  state: SandboxState,
  phone: PhoneNumber,
): SandboxAccount | undefined {
  const key = state.phoneIndex.get(phoneKey(phone.countryCode, phone.number));
  return key === undefined ? undefined : state.accounts.get(key);
}

export interface NewAccount {
  readonly email?: string;
  readonly phone?: PhoneNumber;
  readonly passwordHash: string;
  readonly country: string;
  readonly site: string;
}

/** Stores a freshly registered, plain account. */
export function addAccount(state: SandboxState, input: NewAccount): SandboxAccount {
  const key = input.email
    ? normaliseEmail(input.email)
    : `phone:${phoneKey(input.phone?.countryCode ?? '', input.phone?.number ?? '')}`;
  const account: SandboxAccount = {
    key,
    id: state.nextUserId++,
    email: input.email ? normaliseEmail(input.email) : undefined,
    phone: input.phone,
    passwordHash: input.passwordHash,
    country: input.country,
    site: input.site,
    scenario: { kind: 'plain' },
    createdAtMs: state.settings.now(),
  };
  state.accounts.set(key, account);
  if (input.phone) state.phoneIndex.set(phoneKey(input.phone.countryCode, input.phone.number), key);
  return account;
}
