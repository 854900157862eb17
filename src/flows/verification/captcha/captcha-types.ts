/**
 * The captcha loader's vocabulary (docs/verification.md, "The loader";
 * docs/verification.md, "Result fields").
 */
import type { CaptchaScriptProvider } from '@/config/environments';

/** The new captcha ("magpie") and the old providers, by the names the config and manifest use. */
export type CaptchaProviderId = CaptchaScriptProvider;
export type OldCaptchaProvider = Exclude<CaptchaProviderId, 'magpie'>;

export const OLD_CAPTCHA_PROVIDERS: readonly OldCaptchaProvider[] = [
  'geecaptcha',
  'recaptcha',
  'qqcaptcha',
];

/** Loader states of the spec. */
export type CaptchaLoaderState = 'init' | 'loading' | 'loaded' | 'fail';

/** Captcha info from the captcha-info call (the call describes it). */
export type { CaptchaInfo } from '@/api/endpoints/captcha-info';

/** The captcha config of one scene (web config key `web_captcha_config`). */
export interface CaptchaSceneConfig {
  /** true: everyone gets the new captcha first. */
  readonly completelyUseMagpieCatcha: boolean;
  /** true: when the new captcha fails, the old list is tried. */
  readonly useDowngrade: boolean;
  /** Otherwise, device ids (Guid) ending in one of these characters get the new captcha. */
  readonly guidTailList: readonly string[];
  /** The old providers to try, in order (spelled as the exchange spells it). */
  readonly oldCapchaList: readonly OldCaptchaProvider[];
  /** The new captcha's image quality, 1 to 100 (captcha-quality.ts). */
  readonly quality: number;
}

/**
 * Time a provider's script gets on each host, and its challenge to show up
 * (docs/verification.md, "The loader").
 */
export const CAPTCHA_SCRIPT_TIMEOUT_MS = 10_000;
/**
 * An old captcha (Geetest, reCAPTCHA, QQ) whose challenge reported a failure is shown once more,
 * this long after, before the loader moves on (docs/verification.md, "The loader").
 */
export const OLD_CAPTCHA_RETRY_MS = 1_000;
/** The loading indicator clears itself after this long (docs/verification.md, "The loader"). */
export const CAPTCHA_LOADING_INDICATOR_MS = 5_000;
/** Default captcha data (docs/registration.md, "Payloads"): type geecaptcha, key version v2. */
export const DEFAULT_CAPTCHA_TYPE = 'geecaptcha';
export const DEFAULT_KEY_VERSION = 'v2';

/** Codes of the captcha loader's failures (docs/verification.md, "The loader"); each is tracked. */
export const CAPTCHA_ERROR_CODES = {
  /** Every provider failed: the toast 'Captcha is currently unavailable…'. */
  unavailable: 100001,
  /** The browser is offline. */
  offline: 508,
  /** A provider's script did not load within 10 s on any of its hosts. */
  scriptTimeout: 60204,
  /** A provider's script loaded but its challenge did not come up within 10 s. */
  challengeTimeout: 60205,
  /** A script host refused (404, DNS, blocked) or the provider reported a network error. */
  network: -200,
  /** The provider reported that the visitor did not pass (or it could not start). */
  challengeFailed: -1,
} as const;

export const NETWORK_ERROR_TEXT = 'Network error';

export interface CaptchaFailure {
  readonly provider: CaptchaProviderId;
  readonly code: number;
  readonly message: string;
}

/** What one provider's attempt came to. */
export type ProviderOutcome =
  | { readonly kind: 'passed'; readonly fields: Readonly<Record<string, unknown>> }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly code: number; readonly message: string };
