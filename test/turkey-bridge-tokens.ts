/**
 * Quick tokens the main site issues, for the Turkey bridge's component tests
 * (docs/turkey-bridge.md): signs the account in on the in-process sandbox and asks the real
 * endpoint, as the popup would.
 */
import { QUICK_TOKEN_CREATE_PATH } from '../src/api/endpoints/turkey-quick-token';
import type { TurkeyBridgeType } from '../src/lib/turkey-bridge-protocol';
import { findAccountByEmail } from '../src/sandbox/state/account-directory';
import { openSession } from '../src/sandbox/state/sessions';
import { TEST_API_BASE } from './harness';
import { currentSandbox } from './sandbox-server';

export async function issueQuickToken(email: string, type: TurkeyBridgeType): Promise<string> {
  const state = currentSandbox();
  const account = findAccountByEmail(state, email);
  if (!account) throw new Error(`The sandbox has no account ${email} (docs/sandbox.md)`);
  const response = await fetch(`${TEST_API_BASE}${QUICK_TOKEN_CREATE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', usertoken: openSession(state, account) },
    body: JSON.stringify({ type }),
  });
  const body = (await response.json()) as { ret_code: number; result: { quick_token: string } };
  if (body.ret_code !== 0) throw new Error(`quick_token/create answered ${body.ret_code}`);
  return body.result.quick_token;
}

/** The Turkey-site account a main-site account is linked to, if any. */
export function linkedTurkeyAccount(email: string) {
  const state = currentSandbox();
  const main = findAccountByEmail(state, email);
  const key = main ? state.turkeyBridge.links.get(main.key) : undefined;
  return key === undefined ? undefined : state.accounts.get(key);
}
