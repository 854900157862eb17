import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetSandbox, sandboxServer } from '../../../test/sandbox-server';
import { createSandboxMiddleware } from '../node/create-sandbox-middleware';
import type { SandboxState } from '../state/sandbox-state';
import { createSandboxState } from '../state/sandbox-state';
import type { SandboxClient } from './sandbox-client';
import { createSandboxClient } from './sandbox-client';

/** One way of reaching the sandbox, so the same contract runs in-process and over HTTP. */
export interface SandboxHarness {
  readonly name: string;
  readonly client: SandboxClient;
  /** The state the handlers serve (valid once the suite's beforeAll ran). */
  state(): SandboxState;
}

/** The handlers inside the test process, through the shared msw server of test/setup.ts. */
export function setUpInProcessSandbox(): SandboxHarness {
  let state: SandboxState | undefined;
  beforeAll(() => {
    state = resetSandbox();
  });
  return {
    name: 'in-process (msw setupServer)',
    client: createSandboxClient(() => 'http://localhost:3000'),
    state: () => required(state),
  };
}

/**
 * The Node middleware on a real HTTP server on an ephemeral port. The shared msw server is
 * paused meanwhile: its wildcard-origin handlers would otherwise answer these requests
 * in-process and the middleware would never see them.
 */
export function setUpHttpSandbox(): SandboxHarness {
  let state: SandboxState | undefined;
  let server: Server | undefined;
  let baseUrl = '';
  pauseSharedMswServer();
  beforeAll(async () => {
    state = createSandboxState();
    const middleware = createSandboxMiddleware({ state });
    server = createServer((req, res) => middleware(req, res));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => closeServer(server));
  return {
    name: 'over HTTP (Node middleware)',
    client: createSandboxClient(() => baseUrl),
    state: () => required(state),
  };
}

/**
 * Stops the shared msw server of test/setup.ts for the calling test file, so fetch reaches real
 * sockets, and restarts it afterwards for the setup's own afterAll.
 */
export function pauseSharedMswServer(): void {
  beforeAll(() => sandboxServer.close());
  afterAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));
}

export async function closeServer(server: Server | undefined): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
}

function required(state: SandboxState | undefined): SandboxState {
  if (!state) throw new Error('The sandbox harness is used before its beforeAll ran');
  return state;
}
