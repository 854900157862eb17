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
