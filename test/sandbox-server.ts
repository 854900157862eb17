import { setupServer } from 'msw/node';
import { createSandboxHandlers, createSandboxState, type SandboxState } from '../src/sandbox';

export const sandboxServer = setupServer(...createSandboxHandlers({ state: createSandboxState() }));

/**
 * Gives the calling test fresh fixtures: the handlers are rebuilt over a new state and become
 * the server's initial handlers (so the per-test `resetHandlers()` keeps them).
 */
export function resetSandbox(): SandboxState {
  const state = createSandboxState();
  sandboxServer.resetHandlers(...createSandboxHandlers({ state }));
  return state;
}
