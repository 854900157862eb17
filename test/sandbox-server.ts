import { createApiClient, type ApiClient } from '../src/api/api-client';
import { TEST_CLIENT_OPTIONS } from '../src/api/endpoints/test-client';
import { setupServer } from 'msw/node';
import { createSandboxHandlers, createSandboxState, type SandboxState } from '../src/sandbox';
import { openSession } from '../src/sandbox/state/sessions';

let current = createSandboxState();

export const sandboxServer = setupServer(...createSandboxHandlers({ state: current }));

/**
 * Gives the calling test fresh fixtures: the handlers are rebuilt over a new state and become
 * the server's initial handlers (so the per-test `resetHandlers()` keeps them).
 */
export function resetSandbox(): SandboxState {
  current = createSandboxState();
  sandboxServer.resetHandlers(...createSandboxHandlers({ state: current }));
  return current;
}

/** The state the in-process handlers serve now (the last reset's, else the file's first). */
export function currentSandbox(): SandboxState {
  return current;
}

/** A plain request wrapper against the in-process sandbox, for endpoint tests (no UI). */
export function sandboxApiClient(): ApiClient {
  return createApiClient({ ...TEST_CLIENT_OPTIONS, apiBase: 'http://localhost:3000/x-api' });
}

/** Fresh fixtures with `email`'s account signed in: the session token, for `renderApp({ session })`. */
export function signedInSandbox(email = 'demo@example.com'): string {
  const state = resetSandbox();
  const account = state.accounts.get(email);
  if (!account)
    throw new Error(`The sandbox has no account ${email} (docs/sandbox.md, "Accounts")`);
  return openSession(state, account);
}

/**
 * POST to one of the sandbox's controls (`/x-api/__sandbox/<control>`, docs/sandbox.md) as a QA
 * script would: the compliance answer, the config and campaign switches, the third-party modes.
 */
export async function postSandboxControl(
  control: string,
  body: Record<string, unknown>,
): Promise<Response> {
  return fetch(`http://localhost:3000/x-api/__sandbox/${control}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
