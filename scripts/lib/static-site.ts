/**
 * Serves a built edition folder the way a CDN would: hashed assets cached forever, HTML never,
 * gzip when the browser accepts it, and client-side routes answered with the app's HTML
 * (a prerendered page for the route when there is one, else index.html).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file that answers a URL path inside `root`, or undefined when the path escapes it. */
export function resolveStaticFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const candidate = path.normalize(path.join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  if (isFile(candidate)) return candidate;
  if (path.extname(decoded)) return undefined; // a missing asset is a 404, not the app
  const page = path.join(candidate, 'index.html');
  if (isFile(page)) return page;
  return path.join(root, 'index.html');
}

/** Headers a page (an HTML answer) adds for its URL, such as the OAuth pages' framing rules. */
export type PageHeaders = (url: URL) => Record<string, string>;

export function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  pageHeaders?: PageHeaders,
): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = resolveStaticFile(root, url.pathname);
  if (!file || !isFile(file)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const ext = path.extname(file);
  const headers: Record<string, string> = {
    'content-type': contentTypes[ext] ?? 'application/octet-stream',
    'cache-control': file.includes(`${path.sep}assets${path.sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    'x-content-type-options': 'nosniff',
    ...(ext === '.html' && pageHeaders ? pageHeaders(url) : {}),
  };
  let body: Buffer = readFileSync(file);
  if (compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
    headers.vary = 'accept-encoding';
  }
  headers['content-length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
