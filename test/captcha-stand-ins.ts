/**
 * The sandbox's captcha stand-ins run inside the jsdom page, for component tests of the captcha
 * loader (jsdom does not run <script src>): a `LoadScript` that, for a stand-in URL, runs the
 * module the sandbox would have served. Kept here because flows may not import the sandbox.
 */
import { vi } from 'vitest';
import type { LoadScript } from '../src/flows/verification/captcha/script-loader';

/** The globals the stand-ins define, as the real providers' scripts do. */
const PROVIDER_GLOBALS = ['MagpieCaptcha', 'initGeetest', 'grecaptcha', 'TencentCaptcha'];

/**
 * A page that never loaded a captcha script: the providers' globals and any popup they left
 * are removed, and the next load runs the stand-in module afresh.
 */
export function resetCaptchaStandIns(): void {
  for (const name of PROVIDER_GLOBALS) delete (window as unknown as Record<string, unknown>)[name];
  for (const node of document.querySelectorAll('[data-sandbox-stand-in]')) node.remove();
  vi.resetModules();
}

const STAND_INS: Record<string, () => Promise<unknown>> = {
  'magpie.js': () => import('../src/sandbox/scripts/magpie-captcha'),
  'gt.js': () => import('../src/sandbox/scripts/geetest'),
  'recaptcha.js': () => import('../src/sandbox/scripts/recaptcha'),
  'TCaptcha.js': () => import('../src/sandbox/scripts/tencent-captcha'),
};

function fileOf(url: string): string {
  return url.split('?')[0]?.split('/').pop() ?? url;
}

/**
 * Loads stand-ins like the script loader would, except the files in `failing`, which fail on
 * every host like the sandbox's `load-fail` mode (a network error, code -200). Every URL asked
 * for is recorded in `requested`.
 */
export function standInLoader(failing: readonly string[] = []): {
  loadScript: LoadScript;
  requested: string[];
} {
  const requested: string[] = [];
  const loadScript: LoadScript = async (urls) => {
    for (const url of urls) {
      requested.push(url);
      const file = fileOf(url);
      const load = STAND_INS[file];
      if (!load || failing.includes(file)) continue;
      await load();
      return { ok: true, url };
    }
    return { ok: false, code: -200, message: 'Network error' };
  };
  return { loadScript, requested };
}

/** The captcha config the sandbox answers (`web_captcha_config`), for tests of the plan. */
export { SANDBOX_CAPTCHA_CONFIG } from '../src/sandbox/fixtures/captcha-config';
