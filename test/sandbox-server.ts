import { createApiClient, type ApiClient } from '../src/api/api-client';
import { setupServer } from 'msw/node';
import { createSandboxHandlers, createSandboxState, type SandboxState } from '../src/sandbox';

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
  return createApiClient({
    apiBase: 'http://localhost:3000/x-api',
    platform: 'pc',
    getLang: () => 'en',
    getToken: () => null,
    setToken: () => undefined,
    notify: { toast: () => undefined, dialog: () => undefined },
    getDeviceId: () => '0f8fad5b-d9cb-469f-a165-70867728950e',
  });
}
