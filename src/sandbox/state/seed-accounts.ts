import { SANDBOX_ACCOUNTS } from '../fixtures/accounts';
import { sha256Hex } from '../lib/password-hash';
import type { SandboxAccount } from './records';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function phoneKey(countryCode: string, number: string): string {
  return `${countryCode}-${number}`;
}

/** The fixture accounts as state records; ban times are relative to `nowMs`. */
export function seedFixtureAccounts(nowMs: number): {
  accounts: Map<string, SandboxAccount>;
  phoneIndex: Map<string, string>;
} {
  const accounts = new Map<string, SandboxAccount>();
  const phoneIndex = new Map<string, string>();
  for (const fixture of SANDBOX_ACCOUNTS) {
    const key = fixture.email.toLowerCase();
    accounts.set(key, {
      key,
      id: fixture.userId,
      email: fixture.email,
      phone: fixture.phone,
      passwordHash: sha256Hex(fixture.password),
      country: fixture.country,
      site: fixture.site,
      scenario: fixture.scenario,
      createdAtMs: nowMs - YEAR_MS,
      bannedAtMs:
        fixture.scenario.kind === 'banned' ? nowMs - fixture.scenario.bannedAgoMs : undefined,
    });
    phoneIndex.set(phoneKey(fixture.phone.countryCode, fixture.phone.number), key);
  }
  return { accounts, phoneIndex };
}
