/**
 * Per-environment settings a build is made for (`npm run build -- --env <name>`).
 * The sandbox API is served on the same origin under /x-api by the dev server and by
 * `npm run preview`; testnet and production point at the exchange's API hosts.
 * The RSA public key encrypts registration passwords; the sandbox holds the matching private key
 * (src/sandbox/rsa-private-key.ts). Testnet and production builds take the operator's key from
 * the RSA_PUBLIC_KEY environment variable at build time (README.md, "Environments"); the sandbox
 * key below is only their fallback so a local testnet/production build still runs (the
 * production-release work replaces this fallback with a failing check).
 */
import type { EnvironmentName } from './environment-names';

export interface EnvironmentSettings {
  readonly name: EnvironmentName;
  /** Prefix of every API path; relative means same origin. */
  readonly apiBase: string;
  readonly rsaPublicKey: string;
  /** Where third-party and captcha scripts are loaded from (local stand-ins in the sandbox). */
  readonly scriptOrigin: string;
  /** Google, Apple and Telegram sign-in (docs/third-party.md). */
  readonly thirdParty: ThirdPartySettings;
  /** Captcha scripts and keys (docs/verification.md). */
  readonly captcha: CaptchaSettings;
  /** The Telegram mini app (docs/mini-app.md). */
  readonly miniApp: MiniAppSettings;
  /** Where a redirect_url may lead (docs/requests-and-errors.md, "Redirect safety"). */
  readonly redirect: RedirectSettings;
}

/**
 * The exchange's own domains (a subdomain of one is accepted too) and further whitelisted
 * origins a post-login redirect may lead to; the API's `get-white-hosts` list adds to the
 * whitelist at run time.
 */
export interface RedirectSettings {
  readonly ownDomains: readonly string[];
  readonly whitelistOrigins: readonly string[];
}

/**
 * Where Telegram runs the mini app and what its bot looks like. On Telegram Web the mini app is
 * a frame of `webOrigin` and talks to it with postMessage; the sandbox's launch page plays that
 * part on the page's own origin ('' means the page's own origin).
 */
export interface MiniAppSettings {
  readonly webOrigin: string;
  /** The bot's picture on the authorisation pages. */
  readonly botAvatarUrl: string;
}

const telegramMiniApp: MiniAppSettings = {
  webOrigin: 'https://web.telegram.org',
  botAvatarUrl: 'https://t.me/i/userpic/320/ExchangeLoginBot.jpg',
};

/** Captcha providers whose scripts the product loads: the new captcha and the old list. */
export type CaptchaScriptProvider = 'magpie' | 'geecaptcha' | 'recaptcha' | 'qqcaptcha';

/**
 * Where each captcha provider's script is loaded from, and the public keys it is initialised
 * with. `scripts` lists a provider's hosts in order: the loader gives each 10 s, then tries the
 * next (docs/verification.md, "The loader"). Sandbox builds point at the sandbox's stand-ins, which
 * only the sandbox server serves (src/sandbox/scripts), so no production build can reach them.
 */
export interface CaptchaSettings {
  readonly scripts: Readonly<Record<CaptchaScriptProvider, readonly string[]>>;
  /** The new captcha's id for this site. */
  readonly magpieCaptchaId: string;
  readonly recaptchaSiteKey: string;
  /** Tencent captcha app id. */
  readonly qqAppId: string;
}

/** The providers' real hosts (the new captcha's is the exchange's own captcha CDN). */
const providerCaptchaScripts: CaptchaSettings['scripts'] = {
  magpie: [
    'https://captcha.exchange.example/magpie/v1/magpie.js',
    'https://captcha-backup.exchange.example/magpie/v1/magpie.js',
  ],
  geecaptcha: [
    'https://static.geetest.com/static/js/gt.0.5.0.js',
    'https://static.geevisit.com/static/js/gt.0.5.0.js',
  ],
  recaptcha: [
    'https://www.google.com/recaptcha/api.js?render=explicit',
    'https://www.recaptcha.net/recaptcha/api.js?render=explicit',
  ],
  qqcaptcha: [
    'https://turing.captcha.qcloud.com/TCaptcha.js',
    'https://ssl.captcha.qq.com/TCaptcha.js',
  ],
};

/** The stand-ins (src/sandbox/scripts): the primary host, then `backup/` as the second host. */
const sandboxCaptchaScripts: CaptchaSettings['scripts'] = {
  magpie: ['/sandbox-scripts/magpie.js', '/sandbox-scripts/backup/magpie.js'],
  geecaptcha: ['/sandbox-scripts/gt.js', '/sandbox-scripts/backup/gt.js'],
  recaptcha: [
    '/sandbox-scripts/recaptcha.js?render=explicit',
    '/sandbox-scripts/backup/recaptcha.js?render=explicit',
  ],
  qqcaptcha: ['/sandbox-scripts/TCaptcha.js', '/sandbox-scripts/backup/TCaptcha.js'],
};

/** The exchange's registrations with the sign-in providers, and where their scripts come from. */
export interface ThirdPartySettings {
  readonly scripts: {
    readonly google: string;
    readonly apple: string;
    readonly telegram: string;
  };
  /** Google Identity Services client id: the audience of the credential JWT. */
  readonly googleClientId: string;
  /** Sign in with Apple services id: the audience of the id_token. */
  readonly appleClientId: string;
  /** Apple's return URL, as a path on the page's own origin (each host is registered with Apple). */
  readonly appleRedirectPath: string;
  /** User name of the Telegram login bot (the login widget's data-telegram-login). */
  readonly telegramBotName: string;
}

const providerScripts: ThirdPartySettings['scripts'] = {
  google: 'https://accounts.google.com/gsi/client',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
  telegram: 'https://telegram.org/js/telegram-widget.js',
};

/** The stand-ins the sandbox serves (src/sandbox/scripts) present the providers' own APIs. */
const sandboxScripts: ThirdPartySettings['scripts'] = {
  google: '/sandbox-scripts/google-gsi.js',
  apple: '/sandbox-scripts/apple-auth.js',
  telegram: '/sandbox-scripts/telegram-widget.js',
};

const productionThirdParty: ThirdPartySettings = {
  scripts: providerScripts,
  googleClientId: 'exchange-web.apps.googleusercontent.com',
  appleClientId: 'example.exchange.web',
  appleRedirectPath: '/login',
  telegramBotName: 'ExchangeLoginBot',
};

const sandboxPublicKey = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAx843zBJ4xo7ZHzVKFQvb
tIvheJPhaxmK7+/iPASv0EJHVdab93nXAtWU0HUtooLmlxfD0e3QognQCtt91vcd
P1Ywn2Q8MZUx/LjKiQwE/hZI/u9RAQHQdKcEDxrkwxBJg2aL9TeG2fPvMmHw9zv3
F/7h5yCYL9A5fh8UaSzbwQvRfKKi+byXzCat41KoSIdtsUh+dZ10cYPcNZjko5xr
jC+Tu+eFBvhcti/AmYHrv5Nk2o/d7bqbliQYxca+swheCC49A1iUe0FWMx3HRNz+
v0aZHm+pKBbq0vARk963tyaWm51OyhZ9qWBA5IkoCYqVHVZm+j3GSsMoyCaTsFU/
7wIDAQAB
-----END PUBLIC KEY-----`;

export const environmentSettings: Record<EnvironmentName, EnvironmentSettings> = {
  sandbox: {
    name: 'sandbox',
    apiBase: '/x-api',
    rsaPublicKey: sandboxPublicKey,
    scriptOrigin: '/sandbox-scripts',
    thirdParty: {
      scripts: sandboxScripts,
      googleClientId: 'sandbox-web.apps.googleusercontent.com',
      appleClientId: 'example.exchange.sandbox',
      appleRedirectPath: '/login',
      telegramBotName: 'ExchangeSandboxBot',
    },
    captcha: {
      scripts: sandboxCaptchaScripts,
      magpieCaptchaId: 'sandbox-magpie',
      recaptchaSiteKey: 'sandbox-recaptcha-site-key',
      qqAppId: '190000000',
    },
    miniApp: { webOrigin: '', botAvatarUrl: '/sandbox-scripts/avatars/bot.svg' },
    redirect: { ownDomains: ['localhost'], whitelistOrigins: [] },
  },
  testnet: {
    name: 'testnet',
    apiBase: 'https://api-testnet.exchange.example',
    rsaPublicKey: sandboxPublicKey,
    scriptOrigin: '',
    thirdParty: productionThirdParty,
    captcha: {
      scripts: providerCaptchaScripts,
      magpieCaptchaId: 'exchange-testnet',
      recaptchaSiteKey: '6LeTESTNETexchangeSiteKeyPlaceholder0000',
      qqAppId: '199000001',
    },
    miniApp: telegramMiniApp,
    redirect: { ownDomains: ['exchange.example'], whitelistOrigins: [] },
  },
  production: {
    name: 'production',
    apiBase: 'https://api.exchange.example',
    rsaPublicKey: sandboxPublicKey,
    scriptOrigin: '',
    thirdParty: productionThirdParty,
    captcha: {
      scripts: providerCaptchaScripts,
      magpieCaptchaId: 'exchange-web',
      recaptchaSiteKey: '6LePRODexchangeSiteKeyPlaceholder000000',
      qqAppId: '199000000',
    },
    miniApp: telegramMiniApp,
    redirect: { ownDomains: ['exchange.example'], whitelistOrigins: [] },
  },
};
