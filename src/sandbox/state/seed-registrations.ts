import { RECALL_FIXTURES } from '../fixtures/recall';
import type { PendingRegistration, SandboxAccount } from './records';

/** The recall fixtures as pending registrations (one verified, one finished). */
export function seedRecallRegistrations(
  nowMs: number,
  accounts: ReadonlyMap<string, SandboxAccount>,
): Map<string, PendingRegistration> {
  const { commitPassword, commitLogin } = RECALL_FIXTURES;
  const base = {
    channel: 'email',
    startedBy: 'item',
    verifyType: 1,
    linkStatus: 1,
    fake: false,
    createdAtMs: nowMs,
  } as const;
  const records: PendingRegistration[] = [
    {
      ...base,
      uuid: commitPassword.uuid,
      loginName: commitPassword.email,
      email: commitPassword.email,
      codeVerified: true,
    },
    {
      ...base,
      uuid: commitLogin.uuid,
      loginName: commitLogin.email,
      email: commitLogin.email,
      codeVerified: true,
      accountKey: accounts.get(commitLogin.email)?.key,
    },
  ];
  return new Map(records.map((record) => [record.uuid, record]));
}
