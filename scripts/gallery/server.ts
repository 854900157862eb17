import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { projectRoot } from '../lib/editions';
import { startPreview } from '../preview';

/** Editions without a build in `dist/` (the preview server serves only built ones). */
export function unbuilt(editions: readonly string[], distRoot = path.join(projectRoot, 'dist')) {
  return editions.filter((id) => !existsSync(path.join(distRoot, id, 'index.html')));
}

/**
 * Builds the editions that are missing (`npm run build -- --edition a,b`, its output shown), or
 * all of them when `all` is set; throws when the build fails.
 */
export function build(editions: readonly string[] | 'all'): void {
  const args = ['run', '-s', 'build'];
  if (editions !== 'all') args.push('--', '--edition', editions.join(','));
  const result = spawnSync('npm', args, {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    throw new Error(`npm ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

export interface RunningPreview {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The preview server the browser tests use (scripts/preview.ts, every built edition by host with
 * the sandbox API), in this process on a free port; ready once it answers the sandbox state.
 * Google's One Tap card is kept closed for every page of this server through the sandbox's
 * control, so a page another edition redirects to (the Netherlands' register page, whose
 * redirect drops the page's own `sandbox_third_party` switch) is not covered by it either.
 */
export async function startGalleryPreview(): Promise<RunningPreview> {
  const { server } = await startPreview({ editions: 'all', port: 0 });
  const port = (server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}/x-api/__sandbox`;
  const state = await fetch(`${base}/state`);
  if (!state.ok) throw new Error(`the preview server answers ${state.status} at ${base}/state`);
  const control = await fetch(`${base}/third-party`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'google', mode: 'cancel' }),
  });
  if (!control.ok) throw new Error(`the sandbox's third-party control answers ${control.status}`);
  return { port, close: () => closeServer(server) };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
