import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFolder } from './precompress';

describe('precompressFolder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'server'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a .br and a .gz that decompress to each compressible file, and nothing else', () => {
    const script = 'export const a = 1;\n'.repeat(200);
    writeFileSync(path.join(dir, 'assets/app-1a2b.js'), script);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(path.join(dir, 'server/nginx.conf'), 'server {}');

    const result = precompressFolder(dir, { brotliQuality: 5 });

    expect(result.files).toBe(2);
    const js = path.join(dir, 'assets/app-1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'server/nginx.conf.gz'))).toBe(false);
    expect(result.brotliBytes).toBeLessThan(result.bytes);
  });
});
