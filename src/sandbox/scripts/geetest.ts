/**
 * Stand-in of Geetest's gt.js (v3, "bind" product: a popup on verify()). The product speaks
 * the real API (src/flows/verification/captcha/providers/geetest-adapter.ts):
 *
 *   window.initGeetest({ gt, challenge, offline, new_captcha, product: 'bind', lang }, (captcha) => {
 *     captcha.onReady(fn).onSuccess(fn).onError(fn).onClose(fn); captcha.verify();
 *     captcha.getValidate() → { geetest_challenge, geetest_validate, geetest_seccode }
 *   })
 */
import { currentScriptSrc } from './shared/dom';
import { sandboxBackend } from './shared/sandbox-backend';
import { runSliderSession } from './shared/slider-session';

interface GeetestConfig {
  readonly gt: string;
  readonly challenge: string;
  readonly offline?: boolean;
  readonly new_captcha?: boolean;
  readonly product?: string;
  readonly lang?: string;
}

interface GeetestValidate {
  readonly geetest_challenge: string;
  readonly geetest_validate: string;
  readonly geetest_seccode: string;
}

interface GeetestError {
  readonly code: string;
  readonly msg: string;
}

/** Geetest's seccode is the validate string plus this suffix. */
const SECCODE_SUFFIX = '|jordan';
const backend = sandboxBackend(currentScriptSrc());

function createCaptcha(config: GeetestConfig) {
  const handlers = {
    ready: [] as (() => void)[],
    success: [] as (() => void)[],
    error: [] as ((error: GeetestError) => void)[],
    close: [] as (() => void)[],
  };
  let validate: GeetestValidate | null = null;
  let active: { cancel(): void } | null = null;
  const emitError = (error: GeetestError) => handlers.error.forEach((fn) => fn(error));

  const captcha = {
    onReady(fn: () => void) {
      handlers.ready.push(fn);
      return captcha;
    },
    onSuccess(fn: () => void) {
      handlers.success.push(fn);
      return captcha;
    },
    onError(fn: (error: GeetestError) => void) {
      handlers.error.push(fn);
      return captcha;
    },
    onClose(fn: () => void) {
      handlers.close.push(fn);
      return captcha;
    },
    /** The popup product needs no container; kept for the real API's shape. */
    appendTo() {
      return captcha;
    },
    verify() {
      active?.cancel();
      validate = null;
      const session = runSliderSession({
        backend,
        provider: 'geecaptcha',
        binding: { challenge: config.challenge },
        title: 'Complete the puzzle',
        brand: 'Geetest',
      });
      active = session;
      void session.result.then((result) => {
        switch (result.kind) {
          case 'passed':
            validate = {
              geetest_challenge: config.challenge,
              geetest_validate: result.token.token,
              geetest_seccode: `${result.token.token}${SECCODE_SUFFIX}`,
            };
            handlers.success.forEach((fn) => fn());
            return;
          case 'closed':
            handlers.close.forEach((fn) => fn());
            return;
          case 'rejected':
            emitError({ code: 'sandbox_rejected', msg: 'The challenge was not passed' });
            return;
          default:
            emitError({ code: 'network', msg: result.message });
        }
      });
    },
    getValidate(): GeetestValidate | false {
      return validate ?? false;
    },
    reset() {
      validate = null;
    },
    destroy() {
      active?.cancel();
      handlers.ready.length = 0;
      handlers.success.length = 0;
      handlers.error.length = 0;
      handlers.close.length = 0;
    },
  };

  // Like gt.js, ready comes after the configuration round trip, never synchronously.
  setTimeout(() => {
    if (!config.gt || !config.challenge) {
      emitError({ code: 'config', msg: 'gt and challenge are required' });
      return;
    }
    handlers.ready.forEach((fn) => fn());
  }, 0);
  return captcha;
}

(window as unknown as Record<string, unknown>).initGeetest = (
  config: GeetestConfig,
  callback: (captcha: ReturnType<typeof createCaptcha>) => void,
) => callback(createCaptcha(config));
