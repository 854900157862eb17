// @vitest-environment node
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DeploymentSettingsError,
  deployedManifest,
  loadDeployment,
} from '../../scripts/lib/deployment-settings';
import { loadEditions } from '../../scripts/lib/editions';
import { reservedDomainOf } from '../../scripts/lib/reserved-domains';
import { sandboxSettings } from '../../src/config/environments';
import { makeTempDir, removeDir } from '../build/temp-build';
import { LIVE_TEST_DOMAIN, liveSettings, type LiveSettings } from './live-settings';

const { editions } = await loadEditions();
const manifests = [...editions.values()];
const { publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

let dir: string;
beforeAll(() => {
  dir = makeTempDir('deploy-settings');
});
afterAll(() => removeDir(dir));

/** The problems a settings file has, or [] when it loads. */
function problemsOf(settings: unknown, name = 'production.json'): string[] {
  const file = path.join(dir, name);
  writeFileSync(file, typeof settings === 'string' ? settings : JSON.stringify(settings));
  try {
    loadDeployment('production', manifests, { root: dir, file });
    return [];
  } catch (error) {
    if (error instanceof DeploymentSettingsError) return [...error.problems];
    throw error;
  }
}

function valid(): LiveSettings {
  return structuredClone(liveSettings(publicKey.trim()));
}

/** The one problem a change makes, with its setting's path. */
function onlyProblem(change: (s: LiveSettings) => void): string {
  const settings = valid();
  change(settings);
  const problems = problemsOf(settings);
  expect(problems).toHaveLength(1);
  return problems[0]!;
}

describe('deployment settings of a release', () => {
  it('load when every setting is real and well-formed', () => {
    const file = path.join(dir, 'ok.json');
    writeFileSync(file, JSON.stringify(valid()));
    const deployment = loadDeployment('production', manifests, { root: dir, file });
    expect(deployment.environment).toMatchObject({
      name: 'production',
      apiBase: `https://api.${LIVE_TEST_DOMAIN}`,
      captcha: { newCaptcha: null },
      testMailboxUrl: null,
      customerServiceChat: null,
    });
    expect(deployment.hosts.eu).toEqual([`eu.${LIVE_TEST_DOMAIN}`]);
    const eu = deployedManifest(editions.get('eu')!, 'production', deployment);
    expect(eu.hosts.production).toEqual([`eu.${LIVE_TEST_DOMAIN}`]);
    expect(eu.embed.allowedHosts.production).toEqual([`https://partner-eu.${LIVE_TEST_DOMAIN}`]);
  });

  it('name every missing setting when there is no file, with the file', () => {
    let error: unknown;
    try {
      loadDeployment('production', manifests, { root: dir });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DeploymentSettingsError);
    const problems = (error as DeploymentSettingsError).problems.join('\n');
    expect(problems).toContain('deploy/production.json: no such file');
    for (const setting of [
      'apiBase',
      'rsaPublicKey',
      'captcha.recaptchaSiteKey',
      'captcha.tencentAppId',
      'captcha.newCaptcha',
      'thirdParty.googleClientId',
      'thirdParty.appleServicesId',
      'thirdParty.telegramBotName',
      'miniApp.botAvatarUrl',
      'analytics.metricsUrl',
      'analytics.appIds.default',
      'redirect.ownDomains',
      ...manifests.map((m) => `editions.${m.id}.hosts`),
    ]) {
      expect(problems).toMatch(new RegExp(`› ${setting.replace(/\./g, '\\.')}: missing`));
    }
  });

  it("refuse the sandbox's RSA key, whose private half is in the repository", () => {
    expect(onlyProblem((s) => (s.rsaPublicKey = sandboxSettings.rsaPublicKey))).toMatch(
      /› rsaPublicKey: is the sandbox's key/,
    );
  });

  it('refuse a key that is not a PEM RSA public key of 2048 bits or more', () => {
    expect(onlyProblem((s) => (s.rsaPublicKey = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A'))).toMatch(
      /› rsaPublicKey: must be a PEM RSA public key/,
    );
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    }).publicKey;
    expect(onlyProblem((s) => (s.rsaPublicKey = ec.trim()))).toMatch(/must be an RSA key/);
    const short = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    }).publicKey;
    expect(onlyProblem((s) => (s.rsaPublicKey = short.trim()))).toMatch(/at least 2048 bits/);
  });

  it('take the key from RSA_PUBLIC_KEY when a pipeline sets it', () => {
    const settings = valid();
    Reflect.deleteProperty(settings, 'rsaPublicKey');
    const previous = process.env.RSA_PUBLIC_KEY;
    process.env.RSA_PUBLIC_KEY = publicKey.trim().replace(/\n/g, '\\n');
    try {
      expect(problemsOf(settings)).toEqual([]);
      process.env.RSA_PUBLIC_KEY = sandboxSettings.rsaPublicKey;
      expect(problemsOf(settings).join('\n')).toMatch(/rsaPublicKey: is the sandbox's key/);
    } finally {
      if (previous === undefined) delete process.env.RSA_PUBLIC_KEY;
      else process.env.RSA_PUBLIC_KEY = previous;
    }
  });

  it("refuse a Google client id not in Google's format, and the sandbox's", () => {
    expect(
      onlyProblem((s) => (s.thirdParty.googleClientId = 'exchange-web.apps.googleusercontent.com')),
    ).toMatch(/› thirdParty\.googleClientId: must be a Google OAuth web client id/);
    const settings = valid();
    settings.thirdParty.googleClientId = sandboxSettings.thirdParty.googleClientId;
    expect(problemsOf(settings).join('\n')).toMatch(
      /› thirdParty\.googleClientId: is the sandbox's value/,
    );
  });

  it('refuse placeholders and the sandbox ids', () => {
    expect(
      onlyProblem((s) => (s.captcha.recaptchaSiteKey = '6LePRODexchangeSiteKeyPlaceholder0000000')),
    ).toMatch(/› captcha\.recaptchaSiteKey: is a placeholder/);
    expect(onlyProblem((s) => (s.captcha.tencentAppId = sandboxSettings.captcha.qqAppId))).toMatch(
      /› captcha\.tencentAppId: is the sandbox's value/,
    );
    expect(
      onlyProblem(
        (s) => (s.thirdParty.telegramBotName = sandboxSettings.thirdParty.telegramBotName),
      ),
    ).toMatch(/› thirdParty\.telegramBotName: is the sandbox's value/);
  });

  it('refuse reserved and local domains in the API base, hosts and origins', () => {
    expect(onlyProblem((s) => (s.apiBase = 'https://api.exchange.example'))).toMatch(
      /› apiBase: host is on the reserved domain "example"/,
    );
    expect(onlyProblem((s) => (s.editions.eu!.hosts = ['eu.localhost']))).toMatch(
      /› editions\.eu\.hosts\.0: /,
    );
    expect(
      onlyProblem((s) => (s.redirect.whitelistOrigins = ['https://partner.example.com'])),
    ).toMatch(/› redirect\.whitelistOrigins\.0: host is on the reserved domain "example\.com"/);
    expect(onlyProblem((s) => (s.apiBase = `http://api.${LIVE_TEST_DOMAIN}`))).toMatch(
      /› apiBase: must use https/,
    );
  });

  it('keep a new captcha out until a provider is chosen', () => {
    expect(
      onlyProblem((s) =>
        Object.assign(s.captcha, { newCaptcha: { captchaId: 'x', scripts: ['https://a.b/c.js'] } }),
      ),
    ).toMatch(/› captcha\.newCaptcha: /);
  });

  it('check the rules between settings: hosts on own domains, one edition per host', () => {
    expect(onlyProblem((s) => (s.editions.tur!.hosts = ['tr.exchange-elsewhere.com']))).toMatch(
      /› editions\.tur\.hosts\.0: "tr\.exchange-elsewhere\.com" is not under one of redirect\.ownDomains/,
    );
    expect(onlyProblem((s) => (s.editions.geo!.hosts = [`kaz.${LIVE_TEST_DOMAIN}`]))).toMatch(
      /editions\.kaz\.hosts\.0: "kaz\.auth-release-check\.net" is also a host of edition geo/,
    );
  });

  it('name an unknown setting and an unknown edition', () => {
    expect(onlyProblem((s) => Object.assign(s, { apiBse: 'https://x.com' }))).toMatch(
      /unknown setting "apiBse"/,
    );
    expect(onlyProblem((s) => (s.editions.mars = { hosts: [`mars.${LIVE_TEST_DOMAIN}`] }))).toMatch(
      /› editions\.mars: there is no edition "mars"/,
    );
  });

  it('say when the file is not JSON', () => {
    expect(problemsOf('{ "apiBase": ', 'broken.json')).toEqual([
      expect.stringMatching(/broken\.json: is not valid JSON/),
    ]);
  });
});

describe('reserved domains', () => {
  it.each([
    ['eu.exchange.example', 'example'],
    ['www.example.com', 'example.com'],
    ['eu.localhost', 'localhost'],
    ['api.test', 'test'],
    ['10.0.0.1', '10.0.0.1'],
  ])('%s is on %s', (host, reserved) => {
    expect(reservedDomainOf(host)).toBe(reserved);
  });

  it.each(['www.exchange.com', 'exampleexchange.com', 'example.co'])('%s is public', (host) => {
    expect(reservedDomainOf(host)).toBeNull();
  });
});
