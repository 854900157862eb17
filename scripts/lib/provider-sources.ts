/**
 * What each captcha and sign-in provider needs from a page's Content-Security-Policy besides the
 * origin of its own script (docs/release.md, "Headers"). Each entry follows the provider's own
 * CSP guidance; they apply only when the environment loads the provider's real script from
 * another origin: the sandbox's stand-ins (src/sandbox/scripts) are served by the page's own
 * origin and open no frame of a provider.
 */
import type { CaptchaScriptProvider } from '../../src/config/environments';
import type { thirdPartyProviders } from '../../src/editions/manifest-schema';

export type ProviderName = CaptchaScriptProvider | (typeof thirdPartyProviders)[number];

export interface ProviderSources {
  readonly script?: readonly string[];
  readonly connect?: readonly string[];
  readonly frame?: readonly string[];
  readonly img?: readonly string[];
  readonly style?: readonly string[];
}

export const providerSources: Readonly<Record<ProviderName, ProviderSources>> = {
  // The exchange's own captcha: its CDN serves the script and answers its calls; both come from
  // the script's origins (environment `captcha.newCaptcha.scripts`), added by the caller.
  magpie: {},
  // reCAPTCHA FAQ, "I'm using Content-Security-Policy": api.js loads its release from gstatic and
  // renders the checkbox and the challenge in frames; www.recaptcha.net mirrors www.google.com.
  recaptcha: {
    script: [
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://www.recaptcha.net/recaptcha/',
    ],
    frame: [
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      'https://www.recaptcha.net/recaptcha/',
    ],
    connect: ['https://www.google.com/recaptcha/', 'https://www.recaptcha.net/recaptcha/'],
    img: ['https://www.gstatic.com/recaptcha/'],
  },
  // Geetest v3 (gt.js): its API answers by JSONP scripts and XHR on api.*, the slider's script,
  // styles and pictures come from static.* (geevisit.com mirrors geetest.com).
  geecaptcha: {
    script: [
      'https://api.geetest.com',
      'https://api.geevisit.com',
      'https://static.geetest.com',
      'https://static.geevisit.com',
    ],
    connect: ['https://api.geetest.com', 'https://api.geevisit.com'],
    img: ['https://static.geetest.com', 'https://static.geevisit.com'],
    style: ['https://static.geetest.com', 'https://static.geevisit.com'],
  },
  // Tencent captcha (TCaptcha.js): the challenge is a frame of the captcha host; its pictures
  // come from the gtimg CDN.
  qqcaptcha: {
    script: ['https://turing.captcha.qcloud.com', 'https://turing.captcha.gtimg.com'],
    frame: [
      'https://turing.captcha.qcloud.com',
      'https://t.captcha.qq.com',
      'https://ssl.captcha.qq.com',
    ],
    connect: ['https://turing.captcha.qcloud.com'],
    img: ['https://turing.captcha.gtimg.com', 'https://turing.captcha.qcloud.com'],
  },
  // Google Identity Services, "Content Security Policy": the button and One Tap are frames of
  // accounts.google.com/gsi/, which also answers the library's calls and serves its style sheet.
  google: {
    frame: ['https://accounts.google.com/gsi/'],
    connect: ['https://accounts.google.com/gsi/'],
    style: ['https://accounts.google.com/gsi/style'],
    img: ['https://lh3.googleusercontent.com'],
  },
  // Sign in with Apple JS: the sign-in runs in a popup of appleid.apple.com (not governed by
  // CSP); the library frames the same origin to hand the answer back.
  apple: {
    frame: ['https://appleid.apple.com'],
    connect: ['https://appleid.apple.com'],
  },
  // Telegram login widget: the button is a frame of oauth.telegram.org; the visitor's picture is
  // served by t.me (docs/third-party.md).
  telegram: {
    frame: ['https://oauth.telegram.org'],
    img: ['https://t.me', 'https://telegram.org'],
  },
};
