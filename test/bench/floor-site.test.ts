// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { get, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sandboxSettings } from '../../src/config/environments';
import {
  floorHtmlFile,
  floorPath,
  prepareFloorSite,
  withFloorSources,
} from '../../scripts/bench/floor-site';
import { fetchHeaders, headerDifferences } from '../../scripts/bench/header-parity';
import { loadEditionOrThrow } from '../../scripts/lib/editions';
import { precompressFolder } from '../../scripts/lib/precompress';
import { hashSource, inlineSourcesOfEdition } from '../../scripts/lib/inline-sources';
import {
  editionSecurityPolicy,
  type EditionSecurityPolicy,
} from '../../scripts/lib/security-headers';
import { startPreview } from '../../scripts/preview';

const floorHtml = readFileSync(floorHtmlFile, 'utf8');
const floorStyle = hashSource(/<style>([\s\S]*?)<\/style>/.exec(floorHtml)![1]!);

/** A built edition as small as the preview server accepts: HTML, one asset, its headers. */
async function fakeBuild(root: string): Promise<string> {
  const dir = path.join(root, 'global');
  mkdirSync(path.join(dir, 'login'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'server'));
  const page = '<!doctype html><style>h1{color:red}</style><h1>Welcome back</h1>';
  writeFileSync(path.join(dir, 'index.html'), page);
  writeFileSync(path.join(dir, 'login', 'index.html'), page);
  writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'build-report.json'), '{"environment":"sandbox"}');
  const { manifest } = await loadEditionOrThrow('global');
  const policy = editionSecurityPolicy({
    manifest,
    environment: sandboxSettings,
    inline: inlineSourcesOfEdition(dir),
  });
  writeFileSync(path.join(dir, 'server', 'headers.json'), JSON.stringify(policy));
  precompressFolder(dir, { brotliQuality: 5 });
  return dir;
}

/** A path's body, uncompressed (the test setup's request mocks cover fetch, not node:http). */
function body(urlPath: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    get(
      { host: '127.0.0.1', port, path: urlPath, headers: { 'accept-encoding': 'identity' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(text));
      },
    ).on('error', reject);
  });
}

describe('the floor on the editions’ own hosts', () => {
  let root: string;
  let built: string;
  let site: ReturnType<typeof prepareFloorSite>;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'floor-site-test-'));
    built = await fakeBuild(root);
    site = prepareFloorSite(root, ['global']);
    ({ server } = await startPreview({ editions: ['global'], port: 0, distRoot: site.root }));
    port = (server.address() as { port: number }).port;
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    site?.cleanUp();
    rmSync(root, { recursive: true, force: true });
  });

  it("is answered with the log-in page's headers on the edition's host", async () => {
    const page = await fetchHeaders(`http://global.localhost:${port}/login`);
    const floor = await fetchHeaders(`http://global.localhost:${port}${floorPath}`);
    expect([page.status, floor.status]).toEqual([200, 200]);
    expect(floor.headers['content-encoding']).toBe('br');
    expect(floor.headers['content-security-policy']).toContain(floorStyle);
    expect(headerDifferences(page.headers, floor.headers)).toEqual([]);
  });

  it('serves the floor file itself, and the built files as they are', async () => {
    expect(await body(floorPath, port)).toBe(floorHtml);
    expect(await body('/assets/app-1234.js', port)).toBe('console.log(1)');
  });

  it('leaves the build untouched: no floor in it, its policy as it was', () => {
    expect(existsSync(path.join(built, '__floor'))).toBe(false);
    expect(
      readdirSync(built)
        .filter((f) => !/\.(br|gz)$/.test(f))
        .sort(),
    ).toEqual(['assets', 'build-report.json', 'index.html', 'login', 'server']);
    const policy = JSON.parse(
      readFileSync(path.join(built, 'server', 'headers.json'), 'utf8'),
    ) as EditionSecurityPolicy;
    expect(policy.csp['style-src']).not.toContain(floorStyle);
  });

  it('removes the overlay when done', () => {
    const other = prepareFloorSite(root, ['global']);
    other.cleanUp();
    expect(existsSync(other.root)).toBe(false);
    expect(existsSync(built)).toBe(true);
  });
});

describe('withFloorSources', () => {
  it("adds the floor's inline style to the edition's style-src and nothing else", () => {
    const policy = {
      edition: 'x',
      environment: 'sandbox',
      csp: { 'default-src': ["'self'"], 'style-src': ["'self'", "'sha256-page='"] },
      headers: {},
      framing: {},
    } as unknown as EditionSecurityPolicy;
    const floored = withFloorSources(policy, floorHtml);
    expect(floored.csp['style-src']).toEqual(["'self'", "'sha256-page='", floorStyle]);
    expect(floored.csp['default-src']).toEqual(["'self'"]);
    expect(floored.csp['script-src']).toBeUndefined();
    expect(withFloorSources(floored, floorHtml).csp['style-src']).toHaveLength(3);
  });
});
