/**
 * Loads a provider's script (docs/verification.md, "The loader"): each listed host gets 10 s; a
 * host that refuses or times out is dropped and the next one tried. The same URL is loaded once per
 * page, however many captchas ask for it.
 */
import {
  CAPTCHA_ERROR_CODES,
  CAPTCHA_SCRIPT_TIMEOUT_MS,
  NETWORK_ERROR_TEXT,
} from './captcha-types';

export type ScriptLoadResult =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly code: number; readonly message: string };

export type LoadScript = (urls: readonly string[]) => Promise<ScriptLoadResult>;

type HostResult = 'loaded' | 'error' | 'timeout';

const loadedUrls = new Set<string>();
const pending = new Map<string, Promise<HostResult>>();

export function createScriptLoader(
  options: { timeoutMs?: number; doc?: Document } = {},
): LoadScript {
  const timeoutMs = options.timeoutMs ?? CAPTCHA_SCRIPT_TIMEOUT_MS;
  const doc = options.doc ?? document;

  function loadOne(url: string): Promise<HostResult> {
    if (loadedUrls.has(url)) return Promise.resolve('loaded');
    const running = pending.get(url);
    if (running) return running;
    const attempt = new Promise<HostResult>((resolve) => {
      const script = doc.createElement('script');
      script.src = url;
      script.async = true;
      const timer = setTimeout(() => settle('timeout'), timeoutMs);
      function settle(result: HostResult) {
        clearTimeout(timer);
        script.onload = null;
        script.onerror = null;
        // A failed tag is removed so a later attempt (this host again, on another captcha run)
        // starts clean instead of finding a dead element.
        if (result !== 'loaded') script.remove();
        else loadedUrls.add(url);
        pending.delete(url);
        resolve(result);
      }
      script.onload = () => settle('loaded');
      script.onerror = () => settle('error');
      doc.head.appendChild(script);
    });
    pending.set(url, attempt);
    return attempt;
  }

  return async (urls) => {
    let timedOut = false;
    for (const url of urls) {
      const result = await loadOne(url);
      if (result === 'loaded') return { ok: true, url };
      if (result === 'timeout') timedOut = true;
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
export function resetLoadedScripts(): void {
  loadedUrls.clear();
  pending.clear();
}
