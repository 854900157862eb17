/**
 * `npm run preview -- --edition eu [--port 4173]` serves one built edition, or `--all` every
 * built edition by host name (eu.localhost, tur.localhost, … from the manifests' sandbox hosts),
 * together with the sandbox API under /x-api — exactly what the browser tests use.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createSandboxMiddleware } from '../src/sandbox/node/create-sandbox-middleware';
import { frameOriginsFor } from '../src/sandbox/oauth/oauth-clients';
import { parseArgs } from './lib/cli-args';
import { environments, type EnvironmentName } from '../src/editions/manifest-schema';
import { loadEditions, projectRoot } from './lib/editions';
import { readSecurityPolicy } from './lib/server-config';
import type { EditionSecurityPolicy } from './lib/security-headers';
import { securityHeaders } from './lib/security-headers';
import { serveStatic } from './lib/static-site';

export interface PreviewOptions {
  readonly editions: readonly string[] | 'all';
  readonly port: number;
  readonly host?: string;
  readonly distRoot?: string;
}

export async function startPreview(
  options: PreviewOptions,
): Promise<{ server: Server; urls: string[] }> {
  const distRoot = options.distRoot ?? path.join(projectRoot, 'dist');
  const { editions } = await loadEditions();
  const ids = options.editions === 'all' ? [...editions.keys()] : [...options.editions];
  for (const id of ids) {
    if (!existsSync(path.join(distRoot, id, 'index.html'))) {
      throw new Error(`dist/${id} is not built: run \`npm run build -- --edition ${id}\` first`);
    }
  }
  const byHost = new Map<string, string>();
  for (const id of ids) {
    for (const host of editions.get(id)?.hosts.sandbox ?? []) byHost.set(host.split(':')[0]!, id);
  }
  const single = ids.length === 1 ? ids[0] : undefined;
  // Each edition's security headers as its build wrote them (server/headers.json): the same
  // policy as its nginx server block, so every browser test runs under it (docs/release.md).
  const policyOf = new Map<string, EditionSecurityPolicy>();
  for (const id of ids) {
    const outDir = path.join(distRoot, id);
    const environment = builtEnvironment(outDir);
    policyOf.set(id, await readSecurityPolicy({ edition: id, environment, outDir }));
  }
  const sandbox = createSandboxMiddleware();

  const server = createServer((req, res) => {
    sandbox(req, res, () => {
      const hostName = String(req.headers.host ?? '').split(':')[0]!;
      const edition = single ?? byHost.get(hostName);
      if (!edition) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(
          `No edition is served on host "${hostName}". Known: ${[...byHost.keys()].join(', ')}`,
        );
        return;
      }
      const policy = policyOf.get(edition)!;
      serveStatic(path.join(distRoot, edition), req, res, (url) =>
        securityHeaders(url, policy, frameOriginsFor),
      );
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  const port = (server.address() as { port: number }).port;
  const urls = ids.map((id) => {
    const name = single
      ? 'localhost'
      : (editions.get(id)?.hosts.sandbox.find((h) => h.endsWith('.localhost')) ?? 'localhost');
    return `${id.padEnd(7)} http://${name}:${port}/login`;
  });
  return { server, urls };
}

function builtEnvironment(outDir: string): EnvironmentName {
  try {
    const report = JSON.parse(readFileSync(path.join(outDir, 'build-report.json'), 'utf8')) as {
      environment?: unknown;
    };
    const env = report.environment;
    return (environments as readonly unknown[]).includes(env)
      ? (env as EnvironmentName)
      : 'sandbox';
  } catch {
    return 'sandbox';
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2), {
    edition: 'list',
    all: 'boolean',
    port: 'string',
    host: 'string',
  });
  const editions = args.all ? 'all' : ((args.edition as string[] | undefined) ?? ['global']);
  const { urls } = await startPreview({
    editions,
    port: Number(args.port ?? process.env.PORT ?? 4173),
    host: args.host as string | undefined,
  });
  console.log(`Serving the built edition(s) with the sandbox API:\n  ${urls.join('\n  ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
