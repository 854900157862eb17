/**
 * The floor of the benchmark: the same log-in form as plain HTML with no JavaScript, served with
 * the same static server (gzip, caching headers) as the editions, so only the page differs.
 */
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { serveStatic } from '../lib/static-site';

export const floorDir = path.join(import.meta.dirname, 'floor');

export async function startFloorServer(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => serveStatic(floorDir, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://floor.localhost:${port}/login` };
}
