/**
 * `npm run sandbox [-- --port 4010] [--host 127.0.0.1] [--ip-country US]` serves the sandbox
 * exchange API under /x-api on a plain HTTP server (the dev server proxies /x-api and
 * /sandbox-scripts here). PORT and SANDBOX_IP_COUNTRY work as environment variables too.
 * See docs/sandbox.md for the accounts, codes and QA controls.
 */
import { createServer, type Server } from 'node:http';
import { createSandboxMiddleware } from '../src/sandbox/node/create-sandbox-middleware';
import { parseArgs } from './lib/cli-args';

const DEFAULT_PORT = 4010;

export interface SandboxServerOptions {
  readonly port: number;
  readonly host?: string;
  readonly ipCountry?: string;
}

export async function startSandboxServer(
  options: SandboxServerOptions,
): Promise<{ server: Server; url: string }> {
  // The middleware serves /x-api and the stand-in scripts under /sandbox-scripts (bundled from
  // src/sandbox/scripts, never from public/, so no edition build ships them).
  const sandbox = createSandboxMiddleware({ ipCountry: options.ipCountry });
  const server = createServer((req, res) => {
    sandbox(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The sandbox serves /x-api/… and /sandbox-scripts/… only.');
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as { port: number };
  return { server, url: `http://${host}:${port}/x-api` };
}

async function main() {
  const args = parseArgs(process.argv.slice(2), {
    port: 'string',
    host: 'string',
    'ip-country': 'string',
  });
  const port = Number(args.port ?? process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a port number, got "${String(args.port ?? process.env.PORT)}"`);
  }
  const { url } = await startSandboxServer({
    port,
    host: args.host as string | undefined,
    ipCountry: args['ip-country'] as string | undefined,
  });
  console.log(`Sandbox exchange API: ${url}  (demo@example.com / Sandbox123; docs/sandbox.md)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
