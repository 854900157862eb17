import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetSandbox, sandboxServer } from '../../../test/sandbox-server';
import type { SandboxMiddlewareOptions } from '../node/create-sandbox-middleware';
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
 * The Node middleware on a real HTTP server on an ephemeral port (serveSandboxOverHttp below),
 * with a fresh state.
 */
export function setUpHttpSandbox(): SandboxHarness {
  let state: SandboxState | undefined;
  const sandbox = serveSandboxOverHttp({
    middleware: () => {
      state = createSandboxState();
      return { state };
    },
  });
  return {
    name: 'over HTTP (Node middleware)',
    client: createSandboxClient(() => sandbox.origin()),
    state: () => required(state),
  };
}

export interface ServeSandboxOptions {
  /** The middleware's options (a function: called in the beforeAll that starts the server). */
  readonly middleware?: SandboxMiddlewareOptions | (() => SandboxMiddlewareOptions);
  /** What the server does with a request the middleware passes on (without: the middleware's 404). */
  readonly next?: (req: IncomingMessage, res: ServerResponse) => void;
  /** The host name of the Host header `get` sends unless told another (`127.0.0.1`). */
  readonly hostName?: string;
}

export interface HttpAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** The sandbox a test file serves over HTTP; valid once the file's beforeAll ran. */
export interface ServedSandbox {
  /** The server's port. */
  port(): number;
  /** `http://127.0.0.1:<port>`. */
  origin(): string;
  /**
   * A request with a Host header of our choosing (fetch sets its own): by default
   * `<hostName>:<port>`, and a GET.
   */
  get(path: string, host?: string, method?: string): Promise<HttpAnswer>;
}

/**
 * Serves the Node middleware on a real HTTP server on an ephemeral port for the calling test
 * file. The shared msw server is paused meanwhile: its wildcard-origin handlers would otherwise
 * answer these requests in-process and the middleware would never see them.
 */
export function serveSandboxOverHttp(options: ServeSandboxOptions = {}): ServedSandbox {
  let server: Server | undefined;
  let port = 0;
  pauseSharedMswServer();
  beforeAll(async () => {
    const { middleware: middlewareOptions, next } = options;
    const middleware = createSandboxMiddleware(
      typeof middlewareOptions === 'function' ? middlewareOptions() : middlewareOptions,
    );
    server = createServer((req, res) =>
      middleware(req, res, next ? () => next(req, res) : undefined),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => closeServer(server));
  return {
    port: () => port,
    origin: () => `http://127.0.0.1:${port}`,
    get: (path, host = `${options.hostName ?? '127.0.0.1'}:${port}`, method = 'GET') =>
      new Promise((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, method, headers: { host } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      }),
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
