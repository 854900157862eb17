/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of a built edition, at the
 * given levels, so a server sends them as they are (nginx `brotli_static`/`gzip_static`, the
 * preview server) instead of compressing per request (docs/release.md, "What the build emits").
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.map',
  '.ts',
]);

function files(dir: string, skip: ReadonlySet<string>): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : files(file, skip);
    return [file];
  });
}

export interface PrecompressResult {
  readonly files: number;
  readonly bytes: number;
  readonly brotliBytes: number;
  readonly gzipBytes: number;
}

export interface PrecompressOptions {
  /**
   * Brotli quality: 11 (the highest) for a release; a lower one where build time matters more
   * than the last few per cent (quality 5 compresses an edition in a fraction of a second and
   * about 9 % larger than 11, which takes some 10 s on two cores).
   */
  readonly brotliQuality: number;
  /** Folder names left alone (the server configuration). */
  readonly skip?: ReadonlySet<string>;
}

/** Compresses every compressible file under `root`, except in the folders named in `skip`. */
export function precompressFolder(root: string, options: PrecompressOptions): PrecompressResult {
  const skip = options.skip ?? new Set(['server']);
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  let gzipBytes = 0;
  for (const file of files(root, skip)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file))) continue;
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: options.brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    count += 1;
    bytes += body.length;
    brotliBytes += brotli.length;
    gzipBytes += gzip.length;
  }
  return { files: count, bytes, brotliBytes, gzipBytes };
}
