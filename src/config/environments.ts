/**
 * What a build knows of the environment it is made for (`npm run build -- --env <name>`): API
 * base, keys, provider scripts and ids, redirect targets, analytics. The sandbox's values are
 * below (`sandboxSettings`); testnet and production values come from the operator's deployment
 * settings file, validated at build time by scripts/lib/deployment-settings.ts (docs/release.md,
 * "Deployment settings"), so a release can never carry a sandbox key or a placeholder.
 * The RSA public key encrypts registration passwords; the sandbox holds the matching private key
 * (src/sandbox/rsa-private-key.ts) and no other environment may use it.
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
  /**
   * Where the static country images live: one SVG per country name (docs/registration-pieces.md,
   * "Residence"); the sandbox serves placeholders itself.
   */
  readonly countryImageBase: string;
  /**
   * The sandbox's local mailbox page, where a sign-up's activation link can be opened
   * (docs/sandbox.md); null in every other environment, whose mail goes to real inboxes.
   */
  readonly testMailboxUrl: string | null;
  /** Where analytics events go and which app they are counted for. */
  readonly analytics: AnalyticsSettings;
  /**
   * The customer-service chat widget, where the environment has one (docs/registration-pieces.md,
   * "Customer-service chat"); null where no provider is chosen (testnet and production until
   * one is): editions that offer the chat (`manifest.customerServiceChat`) then show no button.
   */
  readonly customerServiceChat: CustomerServiceChatSettings | null;
}

/**
 * The chat widget's script. Once loaded it offers `window.CustomerServiceChat.open({ lang,
 * topic })`, which shows the chat panel (this API is ours: the spec names no provider).
 */
export interface CustomerServiceChatSettings {
  readonly script: string;
}

/**
 * Analytics (docs/requests-and-errors.md, "Tracking"): the collector's URL ('' in the sandbox,
 * whose events go to the console) and the app identifier events are counted under, which
 * differs by host (the learn and announcement sites have their own).
 */
export interface AnalyticsSettings {
  readonly metricsUrl: string;
  readonly appIds: {
    readonly default: string;
    readonly byHost: Readonly<Record<string, string>>;
  };
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

/** Telegram Web's origin and the bot's picture: testnet and production defaults. */
export const telegramMiniApp: MiniAppSettings = {
  webOrigin: 'https://web.telegram.org',
  botAvatarUrl: 'https://t.me/i/userpic/320/ExchangeLoginBot.jpg',
};

/** The old captcha list's providers, whose scripts the product loads from their own hosts. */
export type OldCaptchaScriptProvider = 'geecaptcha' | 'recaptcha' | 'qqcaptcha';
/** Captcha providers whose scripts the product loads: the new captcha and the old list. */
export type CaptchaScriptProvider = 'magpie' | OldCaptchaScriptProvider;

/**
 * Where each captcha provider's script is loaded from, and the public keys it is initialised
 * with. `scripts` lists a provider's hosts in order: the loader gives each 10 s, then tries the
 * next (docs/verification.md, "The loader"). Sandbox builds point at the sandbox's stand-ins, which
 * only the sandbox server serves (src/sandbox/scripts), so no production build can reach them.
 */
export interface CaptchaSettings {
  readonly scripts: Readonly<Record<OldCaptchaScriptProvider, readonly string[]>>;
  /**
   * The new captcha, where the environment has one: its script hosts and this site's id. Null
   * where no provider is chosen (testnet and production until one is, docs/release.md,
   * "Deployment settings"): the provider order then starts with the old list.
   */
  readonly newCaptcha: NewCaptchaSettings | null;
  readonly recaptchaSiteKey: string;
  /** Tencent captcha app id. */
  readonly qqAppId: string;
}

export interface NewCaptchaSettings {
  readonly scripts: readonly string[];
  readonly captchaId: string;
}

/** The providers' real hosts, for testnet and production builds. */
export const providerCaptchaScripts: CaptchaSettings['scripts'] = {
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

export const providerScripts: ThirdPartySettings['scripts'] = {
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

const sandboxPublicKey = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAx843zBJ4xo7ZHzVKFQvb
tIvheJPhaxmK7+/iPASv0EJHVdab93nXAtWU0HUtooLmlxfD0e3QognQCtt91vcd
P1Ywn2Q8MZUx/LjKiQwE/hZI/u9RAQHQdKcEDxrkwxBJg2aL9TeG2fPvMmHw9zv3
F/7h5yCYL9A5fh8UaSzbwQvRfKKi+byXzCat41KoSIdtsUh+dZ10cYPcNZjko5xr
jC+Tu+eFBvhcti/AmYHrv5Nk2o/d7bqbliQYxca+swheCC49A1iUe0FWMx3HRNz+
v0aZHm+pKBbq0vARk963tyaWm51OyhZ9qWBA5IkoCYqVHVZm+j3GSsMoyCaTsFU/
7wIDAQAB
-----END PUBLIC KEY-----`;

/**
 * The sandbox's settings: the stand-ins' own keys and ids, which no other environment may use
 * (the deployment settings check refuses them, docs/release.md, "Deployment settings"). Testnet
 * and production settings come from the operator's settings file at build time.
 */
export const sandboxSettings: EnvironmentSettings = {
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
    newCaptcha: {
      scripts: ['/sandbox-scripts/magpie.js', '/sandbox-scripts/backup/magpie.js'],
      captchaId: 'sandbox-magpie',
    },
    recaptchaSiteKey: 'sandbox-recaptcha-site-key',
    qqAppId: '190000000',
  },
  miniApp: { webOrigin: '', botAvatarUrl: '/sandbox-scripts/avatars/bot.svg' },
  redirect: { ownDomains: ['localhost'], whitelistOrigins: [] },
  analytics: { metricsUrl: '', appIds: { default: 'sandbox-web', byHost: {} } },
  countryImageBase: '/x-api/__sandbox/countries',
  testMailboxUrl: '/x-api/__sandbox/mailbox',
  // The sandbox's stand-in chat (src/sandbox/scripts/customer-service-chat.ts).
  customerServiceChat: { script: '/sandbox-scripts/customer-service-chat.js' },
};
