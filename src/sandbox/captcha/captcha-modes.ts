import type { SandboxCaptchaProvider } from './captcha-providers';
import { isSandboxCaptchaProvider } from './captcha-providers';

/**
 * How a provider's stand-in behaves, so QA and tests can reach every branch of the client's
 * captcha loader:
 * - `ok`: the script loads and the visitor must solve the challenge (the default);
 * - `auto`: the challenge passes without interaction, like the providers' own test keys;
 * - `load-fail`: the script answers 404 on every host;
 * - `primary-down`: the first host answers 404, the backup host serves the script;
 * - `hang`: the script request is held past the client's 10 s time-out;
 * - `reject`: the script loads, but every answer to the challenge is refused.
 */
export const CAPTCHA_MODES = ['ok', 'auto', 'load-fail', 'primary-down', 'hang', 'reject'] as const;
export type CaptchaMode = (typeof CAPTCHA_MODES)[number];

/** A provider, or every provider. */
export type CaptchaModeTarget = SandboxCaptchaProvider | '*';
export type CaptchaModeMap = Partial<Record<CaptchaModeTarget, CaptchaMode>>;

/** Page parameter (read from the Referer) and environment variable that set modes. */
export const CAPTCHA_MODE_PARAM = 'sandbox_captcha';
export const CAPTCHA_MODE_ENV = 'SANDBOX_CAPTCHA';

export function isCaptchaMode(value: unknown): value is CaptchaMode {
  return (CAPTCHA_MODES as readonly unknown[]).includes(value);
}

export function isCaptchaModeTarget(value: unknown): value is CaptchaModeTarget {
  return value === '*' || isSandboxCaptchaProvider(value);
}

/**
 * Reads `auto`, `magpie:load-fail`, or a comma-separated list of them (`*:ok,magpie:hang`);
 * a bare mode applies to every provider, later entries win. Unknown entries are ignored, so a
 * typo in a URL cannot break the page, and the result says which ones were.
 */
export function parseCaptchaModes(text: string | null | undefined): {
  modes: CaptchaModeMap;
  ignored: string[];
} {
  const modes: CaptchaModeMap = {};
  const ignored: string[] = [];
  for (const entry of (text ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const [first, second] = trimmed.split(':', 2).map((part) => part.trim());
    const target = second === undefined ? '*' : first;
    const mode = second === undefined ? first : second;
    if (isCaptchaModeTarget(target) && isCaptchaMode(mode)) modes[target] = mode;
    else ignored.push(trimmed);
  }
  return { modes, ignored };
}

/** Where a mode may come from, strongest first. */
export interface CaptchaModeSources {
  /** The page URL the request was made from (its Referer). */
  readonly referer: string | null;
  /** Set with POST /x-api/__sandbox/captcha. */
  readonly controlled: CaptchaModeMap;
}

/**
 * The mode of `provider` for one request: the page parameter, then the control endpoint's
 * setting, then SANDBOX_CAPTCHA, then `ok`. Within each source a provider's own entry wins
 * over `*`.
 */
export function resolveCaptchaMode(
  provider: SandboxCaptchaProvider,
  sources: CaptchaModeSources,
): CaptchaMode {
  const layers = [fromPage(sources.referer), sources.controlled, fromEnvironment()];
  for (const layer of layers) {
    const mode = layer[provider] ?? layer['*'];
    if (mode) return mode;
  }
  return 'ok';
}

function fromPage(referer: string | null): CaptchaModeMap {
  if (!referer) return {};
  try {
    return parseCaptchaModes(new URL(referer).searchParams.get(CAPTCHA_MODE_PARAM)).modes;
  } catch {
    return {};
  }
}

function fromEnvironment(): CaptchaModeMap {
  // The handlers may one day run in a browser worker, where there is no process.
  if (typeof process === 'undefined') return {};
  return parseCaptchaModes(process.env[CAPTCHA_MODE_ENV]).modes;
}
