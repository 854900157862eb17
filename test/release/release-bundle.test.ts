// @vitest-environment node
/**
 * What a release carries (docs/release.md, "What a release leaves out"): testnet and production
 * builds, made with settings as a release engineer writes them (a freshly generated key pair),
 * are scanned file by file for anything of the sandbox; a build without settings fails naming
 * each missing one before anything is built.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sandboxSettings } from '../../src/config/environments';
import { SANDBOX_PASSWORD } from '../../src/sandbox/fixtures/accounts';
import { sandboxRsaPrivateKey } from '../../src/sandbox/rsa-private-key';
import { loadEditions } from '../../scripts/lib/editions';
import { buildOrThrow, makeTempDir, removeDir, runBuildCli } from '../build/temp-build';
import { LIVE_TEST_DOMAIN, writeLiveSettings } from './live-settings';
import { pseudoLocales } from '../../src/editions/pseudo-locales';

const { editions } = await loadEditions();

/** A whole base64 line from inside a PEM key: a bundle keeps the lines, joined by `\n`. */
function keyLine(pem: string): string {
  const line = pem.trim().split('\n')[2]!;
  if (!/^[A-Za-z0-9+/]{64}$/.test(line)) throw new Error(`not a PEM body line: ${line}`);
  return line;
}

/** Every file a release of the edition puts on its host, with its path inside the folder. */
function releaseFiles(outDir: string): { file: string; text: string }[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.(?:js|mjs|css|html|json|txt|svg|conf)$/.test(entry.name),
    )
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { file: path.relative(outDir, full), text: readFileSync(full, 'utf8') };
    });
}

/** Marks of the sandbox that must never reach a testnet or production visitor. */
const sandboxMarks: readonly (readonly [what: string, mark: string])[] = [
  ["the sandbox's RSA public key", keyLine(sandboxSettings.rsaPublicKey)],
  ["the sandbox's RSA private key", keyLine(sandboxRsaPrivateKey)],
  ['the sandbox API path', '/x-api'],
  ["the sandbox's own API", '__sandbox'],
  ['a stand-in script URL', '/sandbox-scripts'],
  ["the sandbox's reCAPTCHA key", sandboxSettings.captcha.recaptchaSiteKey],
  ["the sandbox's new-captcha id", sandboxSettings.captcha.newCaptcha!.captchaId],
  ["the sandbox's Google client id", sandboxSettings.thirdParty.googleClientId],
  ["the sandbox's Apple id", sandboxSettings.thirdParty.appleClientId],
  ["the sandbox's Telegram bot", sandboxSettings.thirdParty.telegramBotName],
  ["the sandbox's app id", sandboxSettings.analytics.appIds.default],
  ["the sandbox accounts' password", SANDBOX_PASSWORD],
  ['a sandbox account name', '@example.com'],
  ['the demo domain of the manifests', 'exchange.example'],
  ["the sandbox's account stand-in page", 'account-page'],
  ...pseudoLocales.flatMap((pseudo) => [
    [`the pseudo-locale ${pseudo.code}`, `"${pseudo.code}"`] as const,
    [`the pseudo-locale folder ${pseudo.folder}`, pseudo.folder] as const,
  ]),
  ...[...editions.values()].flatMap((manifest) =>
    manifest.hosts.sandbox
      .filter((host) => host !== 'localhost')
      .map((host) => [`the sandbox host ${host}`, host] as const),
  ),
];

describe('a release carries nothing of the sandbox', { timeout: 300_000 }, () => {
  let root: string;
  let publicKey: string;
  const built: { environment: 'testnet' | 'production'; edition: string }[] = [
    { environment: 'production', edition: 'global' },
    { environment: 'production', edition: 'eu' },
    { environment: 'production', edition: 'tur' },
    { environment: 'testnet', edition: 'kaz' },
  ];

  beforeAll(async () => {
    root = makeTempDir('release');
    const fixture = writeLiveSettings(root);
    publicKey = String(fixture.settings.rsaPublicKey);
    for (const environment of ['production', 'testnet'] as const) {
      const editionsOfEnv = built
        .filter((b) => b.environment === environment)
        .map((b) => b.edition);
      mkdirSync(path.join(root, environment));
      await buildOrThrow({
        editions: editionsOfEnv,
        outRoot: path.join(root, environment),
        environment,
        settingsFile: fixture.file,
        timeoutMs: 240_000,
      });
    }
  }, 300_000);
  afterAll(() => removeDir(root));

  it.each(built)(
    '$environment $edition: no sandbox mark in any file',
    ({ environment, edition }) => {
      const files = releaseFiles(path.join(root, environment, edition));
      expect(files.length).toBeGreaterThan(10);
      const found = sandboxMarks.flatMap(([what, mark]) =>
        files.filter((f) => f.text.includes(mark)).map((f) => `${what} (${mark}) in ${f.file}`),
      );
      expect(found).toEqual([]);
    },
  );

  it.each(built)(
    '$environment $edition: encrypts with the settings key and serves the settings hosts',
    ({ environment, edition }) => {
      const js = releaseFiles(path.join(root, environment, edition))
        .filter((f) => f.file.endsWith('.js'))
        .map((f) => f.text)
        .join('\n');
      // Booleans: a failure must not print megabytes of minified code.
      expect(js.includes(keyLine(publicKey)), 'carries the settings key').toBe(true);
      expect(js.includes(`https://api.${LIVE_TEST_DOMAIN}`), 'calls the settings API').toBe(true);
      expect(js.includes(`eu.${LIVE_TEST_DOMAIN}`), "knows the other editions' hosts").toBe(true);
    },
  );
});

describe('a release build without settings', () => {
  it('fails before building, naming each missing setting', async () => {
    const outRoot = makeTempDir('release-missing');
    try {
      const run = await runBuildCli({
        editions: ['global'],
        outRoot,
        environment: 'production',
        settingsFile: path.join(outRoot, 'missing.json'),
      });
      expect(run.status).toBe(1);
      expect(run.stdout).not.toContain('prerendered');
      for (const setting of [
        'apiBase',
        'rsaPublicKey',
        'captcha.recaptchaSiteKey',
        'thirdParty.googleClientId',
        'thirdParty.appleServicesId',
        'thirdParty.telegramBotName',
        'redirect.ownDomains',
        'editions.global.hosts',
      ]) {
        expect(run.stderr).toContain(`› ${setting}: missing`);
      }
    } finally {
      removeDir(outRoot);
    }
  }, 60_000);
});
