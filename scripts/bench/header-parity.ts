/**
 * Before measuring, the benchmark asks each edition's host for its log-in page and for the floor
 * and compares the answers' headers: the floor is only a fair floor if it arrives the way the
 * pages do (docs/benchmark.md, "How the floor is served").
 */
import { request } from 'node:http';

export type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** Headers that describe the one answer rather than how the site serves it. */
const perAnswer = new Set(['content-length', 'date', 'connection', 'keep-alive', 'etag']);

/** Each header the two answers do not share, or share with another value. */
export function headerDifferences(page: Headers, floor: Headers): string[] {
  const names = [...new Set([...Object.keys(page), ...Object.keys(floor)])]
    .map((n) => n.toLowerCase())
    .filter((n) => !perAnswer.has(n))
    .sort();
  const value = (headers: Headers, name: string) => {
    const found = Object.entries(headers).find(([n]) => n.toLowerCase() === name)?.[1];
    return Array.isArray(found) ? found.join(', ') : found;
  };
  return names.flatMap((name) => {
    const a = value(page, name);
    const b = value(floor, name);
    return a === b ? [] : [`${name}: page ${a ?? '(none)'}, floor ${b ?? '(none)'}`];
  });
}

/** What Chromium asks for, so the answer is the one a browser gets. */
const browserRequestHeaders = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** The status and headers a URL is answered with (the body is read and dropped). */
export function fetchHeaders(url: string): Promise<{ status: number; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      {
        // *.localhost names the loopback interface, as the browser resolves it.
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        headers: { ...browserRequestHeaders, host: target.host },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
