/**
 * Serves a built edition folder the way the edition's nginx server block does
 * (docs/release.md): hashed assets cached forever, HTML and everything else revalidated, the
 * build's pre-compressed `.br`/`.gz` file when the browser accepts it (gzip on the fly for a
 * folder built without them), client-side routes answered with the app's HTML (a prerendered
 * page for the route when there is one, else index.html), and the page's security headers
 * (security-headers.ts) on every HTML answer.
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
  // The build's server configuration is for the operator, never served (as in nginx.conf).
  const file = url.pathname.startsWith('/server/')
    ? undefined
    : resolveStaticFile(root, url.pathname);
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
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (compressible.has(ext)) {
    headers.vary = 'accept-encoding';
    if (/\bbr\b/.test(accepted) && isFile(`${file}.br`)) {
      body = readFileSync(`${file}.br`);
      headers['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accepted)) {
      body = isFile(`${file}.gz`) ? readFileSync(`${file}.gz`) : gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
  }
  headers['content-length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
