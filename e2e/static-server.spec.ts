import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { nginxServerBlock } from '../scripts/lib/nginx-config';
import type { ServerHeadersFile } from '../scripts/lib/server-config';
import { writeLiveSettings } from '../test/release/live-settings';
import { buildOrThrow, makeTempDir, removeDir } from '../test/build/temp-build';
import { recordCspViolations } from './support/csp';
import { get, startNginx, type RunningNginx } from './support/nginx';

/**
 * A production build of one edition behind Debian's nginx with the server block the build wrote
 * (docs/release.md): the security headers per page, caching, pre-compressed answers, language
 * and client-side routes, 404s, and the login page in Chromium without a CSP violation.
 */

const EDITION = 'tur';
/** The preview server of the browser tests, which answers the sandbox API on any host. */
const PREVIEW = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;

test.describe.configure({ mode: 'serial' });

let workDir: string | undefined;
let nginx: RunningNginx;
let outDir: string;
let expected: ServerHeadersFile;

test.beforeAll(async () => {
  // The production build with the highest compression settings, then nginx.
  test.setTimeout(240_000);
  workDir = makeTempDir('static-server');
  const settings = writeLiveSettings(workDir);
  await buildOrThrow({
    editions: [EDITION],
    outRoot: workDir,
    environment: 'production',
    settingsFile: settings.file,
    timeoutMs: 200_000,
  });
  outDir = path.join(workDir, EDITION);
  expected = JSON.parse(
    readFileSync(path.join(outDir, 'server/headers.json'), 'utf8'),
  ) as ServerHeadersFile;
  nginx = await startNginx(workDir, path.join(outDir, 'server/nginx.conf'));
});

test.afterAll(async () => {
  await nginx?.stop();
  removeDir(workDir);
});

function expectHeaders(
  answer: { headers: Readonly<Record<string, unknown>> },
  wanted: Record<string, string>,
) {
  for (const [name, value] of Object.entries(wanted)) {
    expect(answer.headers[name], name).toBe(value);
  }
}

/** The first module script of a page: a hashed asset. */
function entryScript(html: string): string {
  const src = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('no entry script in the page');
  return src;
}

test('pages carry the security headers the build computed, per kind of page', async () => {
  const login = await get(nginx.origin, '/login');
  expect(login.status).toBe(200);
  expectHeaders(login, { ...expected.pages.page, 'cache-control': 'no-cache' });
  expect(login.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(login.headers['x-frame-options']).toBe('DENY');
  expect(login.headers['content-security-policy']).toMatch(/frame-ancestors 'none'$/);

  const widget = await get(nginx.origin, '/login?display=modal&embed=w1');
  expectHeaders(widget, expected.pages.widgetFrame);
  expect(widget.headers['content-security-policy']).toMatch(
    /frame-ancestors https:\/\/partner-tur\.auth-release-check\.net$/,
  );
  expect(widget.headers['referrer-policy']).toBe('same-origin');
  expect(widget.headers).not.toHaveProperty('x-frame-options');

  // `embedded=1` is not the widget's parameter: an ordinary page.
  expectHeaders(await get(nginx.origin, '/login?embedded=1'), expected.pages.page);

  const miniApp = await get(nginx.origin, '/tr-TUR/telegram-register-login');
  expectHeaders(miniApp, expected.pages.miniApp);
  expect(miniApp.headers['content-security-policy']).toMatch(
    /frame-ancestors https:\/\/web\.telegram\.org$/,
  );

  const oauth = await get(nginx.origin, '/tr-TUR/oauth?client_id=any');
  expectHeaders(oauth, expected.pages.oauth);
  expect(oauth.headers['referrer-policy']).toBe('same-origin');
  expect(oauth.headers['x-frame-options']).toBe('DENY');
});

test('hashed assets are immutable, HTML and locale files revalidated', async () => {
  const page = await get(nginx.origin, '/login');
  const asset = await get(nginx.origin, entryScript(page.body.toString()));
  expect(asset.status).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers['content-type']).toMatch(/javascript/);
  expect(asset.headers['x-content-type-options']).toBe('nosniff');
  expect(asset.headers).not.toHaveProperty('content-security-policy');

  const locale = await get(nginx.origin, '/locales/tr/common.json');
  expect(locale.status).toBe(200);
  expect(locale.headers['cache-control']).toBe('no-cache');
});

test("sends the build's brotli or gzip file when accepted, and the plain file otherwise", async () => {
  const page = await get(nginx.origin, '/login');
  const script = entryScript(page.body.toString());
  const plain = readFileSync(path.join(outDir, script));

  const br = await get(nginx.origin, script, { 'accept-encoding': 'gzip, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
  expect(br.body.length).toBeLessThan(plain.length / 2);

  const gzip = await get(nginx.origin, script, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).equals(plain)).toBe(true);

  const identity = await get(nginx.origin, script);
  expect(identity.headers).not.toHaveProperty('content-encoding');
  expect(identity.body.equals(plain)).toBe(true);

  const html = await get(nginx.origin, '/tr-TUR/login', { 'accept-encoding': 'br' });
  expect(html.headers['content-encoding']).toBe('br');
  expectHeaders(html, expected.pages.page);
});

test('serves the prerendered page per language and the app for client-side routes', async () => {
  const turkish = await get(nginx.origin, '/tr-TUR/login');
  expect(turkish.status).toBe(200);
  expect(turkish.body.equals(readFileSync(path.join(outDir, 'tr-TUR/login/index.html')))).toBe(
    true,
  );
  expect(turkish.body.toString()).toContain('data-prerendered="tr-TUR"');

  const route = await get(nginx.origin, '/tr-TUR/self-unblock');
  expect(route.status).toBe(200);
  expect(route.body.equals(readFileSync(path.join(outDir, 'index.html')))).toBe(true);
  expectHeaders(route, expected.pages.page);
});

test('answers a missing file with a 404, never with the app', async () => {
  for (const missing of ['/assets/missing-0000.js', '/nothing-here.png', '/server/headers.json']) {
    const answer = await get(nginx.origin, missing);
    expect(answer.status, missing).toBe(404);
    expect(answer.headers['cache-control'], missing).toBeUndefined();
  }
});

test('the login page runs in Chromium under the policy without a violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  // The production API and providers are not reachable from the test: refuse them at once.
  await page.route(/^https:\/\//, (route) => route.abort());
  const response = await page.goto(`${nginx.origin}/tr-TUR/login`);
  expect(response?.headers()['content-security-policy']).toBe(
    expected.pages.page['content-security-policy'],
  );
  await expect(page.locator('html')).toHaveAttribute('lang', /^tr/);
  const password = page.locator('input[type="password"]');
  await expect(password).toBeVisible();
  await page.waitForLoadState('networkidle');
  await password.fill('typed after hydration');
  expect(violations).toEqual([]);
});

test("a sandbox build's block proxies the sandbox API and stand-ins; a production block does not", async () => {
  const production = readFileSync(path.join(outDir, 'server/nginx.conf'), 'utf8');
  expect(production).not.toMatch(/x-api|sandbox-scripts|proxy_pass/);
  // Without the location, /x-api/… is a client-side route: the app's shell, not the sandbox.
  const state = await get(nginx.origin, '/x-api/__sandbox/state');
  expect(state.headers['content-type']).toMatch(/text\/html/);

  // The same block as a sandbox build writes it, proxying to the running sandbox.
  const sandboxBlock = path.join(workDir!, 'sandbox-nginx.conf');
  writeFileSync(
    sandboxBlock,
    nginxServerBlock({
      edition: EDITION,
      hosts: ['tur.localhost'],
      root: outDir,
      ...expected.pages,
      sandboxUpstream: PREVIEW,
    }),
  );
  const sandbox = await startNginx(path.join(workDir!, 'sandbox'), sandboxBlock);
  try {
    const api = await get(sandbox.origin, '/x-api/__sandbox/state');
    expect(api.status).toBe(200);
    expect(api.headers['content-type']).toMatch(/json/);
    const standIn = await get(sandbox.origin, '/sandbox-scripts/magpie.js');
    expect(standIn.status).toBe(200);
    expect(standIn.headers['content-type']).toMatch(/javascript/);
  } finally {
    await sandbox.stop();
  }
});
