/**
 * The benchmark's floor: the same log-in form as plain HTML with no JavaScript
 * (scripts/bench/floor/index.html), served by the preview server on each edition's own host at
 * `/__floor/login`, so it arrives over the same server, host, port and headers as the pages it
 * is compared with (docs/benchmark.md, "How the floor is served").
 *
 * The build is never touched: the benchmark serves an overlay of it, a folder per edition whose
 * entries are links to the built files, plus the floor page and, in `server/headers.json`, the
 * edition's own security policy with the floor's inline style allowed by its hash, as the build
 * allows the prerendered pages' critical CSS. A release build never holds the floor.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineSourcesOfHtml } from '../lib/inline-sources';
import { precompressFolder } from '../lib/precompress';
import type { EditionSecurityPolicy } from '../lib/security-headers';

export const floorHtmlFile = path.join(import.meta.dirname, 'floor', 'index.html');

/** Where each edition's host answers with the floor (the pages are at /login and /register). */
export const floorPath = '/__floor/login';

/** The edition's policy, allowing the floor's inline scripts and styles by their hashes too. */
export function withFloorSources(
  policy: EditionSecurityPolicy,
  floorHtml: string,
): EditionSecurityPolicy {
  const inline = inlineSourcesOfHtml(floorHtml);
  const add = (directive: string, sources: readonly string[]) =>
    sources.length === 0
      ? {}
      : { [directive]: [...new Set([...(policy.csp[directive] ?? ["'self'"]), ...sources])] };
  return {
    ...policy,
    csp: {
      ...policy.csp,
      ...add('script-src', inline.scripts),
      ...add('style-src', inline.styles),
    },
  };
}

/**
 * Builds the overlay of `distRoot`'s editions `ids` and returns its root, to hand to
 * `startPreview` as its `distRoot`; `cleanUp` removes the overlay (never the build).
 */
export function prepareFloorSite(
  distRoot: string,
  ids: readonly string[],
): { root: string; cleanUp: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-site-'));
  const floorHtml = readFileSync(floorHtmlFile, 'utf8');
  for (const id of ids) {
    const built = path.join(distRoot, id);
    const site = path.join(root, id);
    mkdirSync(site);
    for (const entry of readdirSync(built)) {
      if (entry === 'server') continue;
      symlinkSync(path.join(built, entry), path.join(site, entry));
    }
    const policy = JSON.parse(
      readFileSync(path.join(built, 'server', 'headers.json'), 'utf8'),
    ) as EditionSecurityPolicy;
    mkdirSync(path.join(site, 'server'));
    writeFileSync(
      path.join(site, 'server', 'headers.json'),
      JSON.stringify(withFloorSources(policy, floorHtml), null, 2),
    );
    const floorDir = path.join(site, floorPath);
    mkdirSync(floorDir, { recursive: true });
    writeFileSync(path.join(floorDir, 'index.html'), floorHtml);
    // Pre-compressed when the build's HTML is, as every build's is (docs/release.md, "What the
    // build emits"), so the floor is sent as the pages are.
    if (existsSync(path.join(built, 'index.html.br'))) {
      precompressFolder(floorDir, { brotliQuality: 11 });
    }
  }
  return { root, cleanUp: () => rmSync(root, { recursive: true, force: true }) };
}
