/**
 * Loads a provider's script (docs/verification.md, "The loader"): each listed host gets 10 s; a
 * host that refuses or times out is dropped and the next one tried. The same URL is loaded once per
 * page, however many captchas ask for it.
 */
import { forgetLoadedScripts, loadScript, ScriptLoadError } from '@/sign-in/browser/load-script';
import {
  CAPTCHA_ERROR_CODES,
  CAPTCHA_SCRIPT_TIMEOUT_MS,
  NETWORK_ERROR_TEXT,
} from './captcha-types';

export type ScriptLoadResult =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly code: number; readonly message: string };

export type LoadScript = (urls: readonly string[]) => Promise<ScriptLoadResult>;

/**
 * A loader over the page's one script loader (src/sign-in/browser/load-script.ts): the hosts are
 * tried in order, each with the captcha's script time-out.
 */
export function createScriptLoader(options: { timeoutMs?: number } = {}): LoadScript {
  const timeoutMs = options.timeoutMs ?? CAPTCHA_SCRIPT_TIMEOUT_MS;
  return async (urls) => {
    let timedOut = false;
    for (const url of urls) {
      try {
        await loadScript(url, timeoutMs);
        return { ok: true, url };
      } catch (error) {
        if (error instanceof ScriptLoadError && error.reason === 'timeout') timedOut = true;
      }
    }
    return timedOut
      ? {
          ok: false,
          code: CAPTCHA_ERROR_CODES.scriptTimeout,
          message: `Script load timed out after ${timeoutMs} ms`,
        }
      : { ok: false, code: CAPTCHA_ERROR_CODES.network, message: NETWORK_ERROR_TEXT };
  };
}

/** For tests: forget what was loaded. */
export const resetLoadedScripts = forgetLoadedScripts;
