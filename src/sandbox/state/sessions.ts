import { randomHex } from '../lib/random-id';
import type { SandboxAccount } from './records';
import type { SandboxState } from './sandbox-state';

export function openSession(state: SandboxState, account: SandboxAccount): string {
  const token = randomHex(24);
  state.sessions.set(token, account.key);
  return token;
}

/** The account behind the UserToken header, as private endpoints require. */
export function accountFromRequest(
  state: SandboxState,
  request: Request,
): SandboxAccount | undefined {
  const token = request.headers.get('usertoken');
  const key = token ? state.sessions.get(token) : undefined;
  return key === undefined ? undefined : state.accounts.get(key);
}
