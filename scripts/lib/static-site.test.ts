import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { serveStatic } from './static-site';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe('serveStatic', () => {
  let dir: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-site-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'server'));
    mkdirSync(path.join(dir, 'tr', 'login'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), 'shell');
    writeFileSync(path.join(dir, 'tr/login/index.html'), 'turkish login');
    writeFileSync(path.join(dir, 'assets/a.js'), 'plain');
    writeFileSync(path.join(dir, 'assets/a.js.br'), 'BROTLI');
    writeFileSync(path.join(dir, 'assets/a.js.gz'), gzipSync('plain'));
    writeFileSync(path.join(dir, 'server/headers.json'), '{}');
    server = createServer((req, res) =>
      serveStatic(dir, req, res, (url) => ({ 'x-page': url.pathname })),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });
  }

  it("sends the build's brotli file, else its gzip file, else the plain file", async () => {
    const br = await get('/assets/a.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.toString()).toBe('BROTLI');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await get('/assets/a.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('plain');
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('answers pages with their prerendered file or the shell, with the page headers', async () => {
    const turkish = await get('/tr/login');
    expect(turkish.body.toString()).toBe('turkish login');
    expect(turkish.headers['x-page']).toBe('/tr/login');
    expect(turkish.headers['cache-control']).toBe('no-cache');
    expect((await get('/tr/self-unblock')).body.toString()).toBe('shell');
    expect((await get('/assets/a.js')).headers['x-page']).toBeUndefined();
  });

  it('never serves the server folder, and a missing file is a 404', async () => {
    expect((await get('/server/headers.json')).status).toBe(404);
    expect((await get('/assets/missing.js')).status).toBe(404);
  });
});
