/**
 * Deployment settings a test can build testnet or production with: a freshly generated RSA key
 * pair (never the sandbox's) and well-formed ids on a test domain, for every edition in
 * editions/ (docs/release.md, "Verify a release build").
 */
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { deploymentSettingsSchema } from '../../scripts/lib/deployment-settings';
import { projectRoot } from '../../scripts/lib/editions';

/** A settings file as written (before defaults). */
export type LiveSettings = z.input<typeof deploymentSettingsSchema>;

/** The test's own domain: public in form, owned by nobody the build could reach. */
export const LIVE_TEST_DOMAIN = 'auth-release-check.net';

export interface LiveSettingsFixture {
  readonly file: string;
  readonly settings: LiveSettings;
  /** The private half of the generated key, to prove what the bundle encrypts with. */
  readonly privateKey: string;
}

export function editionIds(): string[] {
  return readdirSync(path.join(projectRoot, 'editions'))
    .filter((name) => name.endsWith('.json') && name !== 'manifest.schema.json')
    .map((name) => name.replace(/\.json$/, ''))
    .sort();
}

/** The settings as a release engineer would write them, before `overrides`. */
export function liveSettings(publicKey: string): LiveSettings {
  const editions = Object.fromEntries(
    editionIds().map((id) => [
      id,
      {
        hosts: [id === 'global' ? `www.${LIVE_TEST_DOMAIN}` : `${id}.${LIVE_TEST_DOMAIN}`],
        embedAllowedHosts: [`https://partner-${id}.${LIVE_TEST_DOMAIN}`],
      },
    ]),
  );
  return {
    apiBase: `https://api.${LIVE_TEST_DOMAIN}`,
    rsaPublicKey: publicKey,
    captcha: {
      recaptchaSiteKey: '6LcR3lEaAAAAAJtKq9w_V1x7Yb2Zq0cD4eF5gH6i',
      tencentAppId: '2046620913',
      newCaptcha: null,
    },
    thirdParty: {
      googleClientId: '418593420117-4v0q9kpbq1t3h8c2e6g5j7m0n9r2s4u6.apps.googleusercontent.com',
      appleServicesId: 'net.auth-release-check.web',
      appleRedirectPath: '/login',
      telegramBotName: 'AuthReleaseCheckBot',
    },
    miniApp: { botAvatarUrl: `https://static.${LIVE_TEST_DOMAIN}/bot.png` },
    analytics: {
      metricsUrl: `https://metrics.${LIVE_TEST_DOMAIN}/v2/public/metrics`,
      appIds: {
        default: 'exchange-web',
        byHost: { [`learn.${LIVE_TEST_DOMAIN}`]: 'exchange-learn' },
      },
    },
    redirect: {
      ownDomains: [LIVE_TEST_DOMAIN],
      whitelistOrigins: [`https://partner.${LIVE_TEST_DOMAIN}`],
    },
    editions,
  };
}

/** Writes the settings (with `overrides` merged at the top level) into `dir`. */
export function writeLiveSettings(
  dir: string,
  overrides: Partial<LiveSettings> = {},
): LiveSettingsFixture {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const settings = { ...liveSettings(publicKey.trim()), ...overrides };
  const file = path.join(dir, 'production.json');
  writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`);
  return { file, settings, privateKey };
}
