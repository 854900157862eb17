import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, connect } from 'node:net';
import path from 'node:path';

/** Debian's nginx and its brotli module (scripts/ensure-nginx.mjs installs both). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const BROTLI_MODULE =
  process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface RunningNginx {
  readonly port: number;
  readonly origin: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Runs nginx in the foreground on a free loopback port with a generated top-level
 * configuration that includes an edition's built server block (docs/release.md, "nginx"):
 * its pid file, logs and temporary files in `workDir`, as root or not.
 */
export async function startNginx(workDir: string, serverBlockFile: string): Promise<RunningNginx> {
  const port = await freePort();
  const dir = path.join(workDir, 'nginx');
  mkdirSync(dir, { recursive: true });
  // As root nginx's workers run as nobody: they must be able to enter the temporary folder.
  chmodSync(workDir, 0o755);
  // The build's block listens on 80; the test's copy listens on its own loopback port.
  const site = readFileSync(serverBlockFile, 'utf8').replace(
    /^(\s*)listen 80;$/m,
    `$1listen 127.0.0.1:${port};`,
  );
  if (!site.includes(`listen 127.0.0.1:${port};`)) throw new Error('no `listen 80;` in the block');
  writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      `load_module ${BROTLI_MODULE};`,
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    if (await accepting(port)) {
      return {
        port,
        origin: `http://127.0.0.1:${port}`,
        async stop() {
          child.kill('SIGQUIT');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  let log = '';
  try {
    log = readFileSync(path.join(dir, 'error.log'), 'utf8');
  } catch {
    // no log written
  }
  throw new Error(`nginx did not start:\n${output}\n${log}`);
}

export interface HttpAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

/** A plain GET, without any content decoding, so the test sees exactly what nginx sent. */
export function get(
  origin: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
