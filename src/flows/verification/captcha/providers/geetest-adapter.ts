/**
 * Geetest (v3, gt.js): `initGeetest({ gt, challenge, offline, new_captcha, product: 'bind' },
 * cb)` hands over a captcha object; `verify()` opens its popup, `onSuccess` then
 * `getValidate()` gives geetest_challenge / geetest_validate / geetest_seccode. Needs the gt and
 * challenge of the captcha-info call; `success` 0 there means Geetest's offline mode.
 */
import { CAPTCHA_ERROR_CODES } from '../captcha-types';
import type { ProviderOutcome } from '../captcha-types';
import { oldCaptchaFields } from './old-captcha-fields';
import type { CaptchaProviderAdapter } from './provider-adapter';
import { failed, providerGlobal } from './provider-adapter';

interface GeetestValidate {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

interface GeetestCaptcha {
  onReady(fn: () => void): GeetestCaptcha;
  onSuccess(fn: () => void): GeetestCaptcha;
  onError(fn: (error: { code?: string; msg?: string }) => void): GeetestCaptcha;
  onClose(fn: () => void): GeetestCaptcha;
  verify(): void;
  getValidate(): GeetestValidate | false;
  destroy?(): void;
}

type InitGeetest = (
  config: {
    gt: string;
    challenge: string;
    offline: boolean;
    new_captcha: boolean;
    product: 'bind';
    lang: string;
  },
  callback: (captcha: GeetestCaptcha) => void,
) => void;

export const geetestAdapter: CaptchaProviderAdapter = {
  id: 'geecaptcha',
  isLoaded: () => typeof providerGlobal<InitGeetest>('initGeetest') === 'function',
  run(context) {
    const initGeetest = providerGlobal<InitGeetest>('initGeetest');
    const info = context.info;
    if (!initGeetest) {
      return Promise.resolve(
        failed(CAPTCHA_ERROR_CODES.challengeFailed, 'initGeetest is not defined'),
      );
    }
    if (!info) {
      return Promise.resolve(
        failed(
          CAPTCHA_ERROR_CODES.challengeFailed,
          'No Geetest challenge (captcha info unavailable)',
        ),
      );
    }
    return new Promise<ProviderOutcome>((resolve) => {
      initGeetest(
        {
          gt: info.gt,
          challenge: info.challenge,
          offline: info.success !== 1,
          new_captcha: true,
          product: 'bind',
          lang: context.lang,
        },
        (captcha) => {
          context.signal.addEventListener('abort', () => captcha.destroy?.(), { once: true });
          captcha
            .onReady(() => {
              context.onShown();
              captcha.verify();
            })
            .onSuccess(() => {
              const validate = captcha.getValidate();
              resolve(
                validate
                  ? {
                      kind: 'passed',
                      fields: oldCaptchaFields('geecaptcha', {
                        geetest_challenge: validate.geetest_challenge,
                        geetest_validate: validate.geetest_validate,
                        geetest_seccode: validate.geetest_seccode,
                      }),
                    }
                  : failed(CAPTCHA_ERROR_CODES.challengeFailed, 'Geetest gave no validate'),
              );
            })
            .onError((error) =>
              resolve(
                failed(
                  error.code === 'network'
                    ? CAPTCHA_ERROR_CODES.network
                    : CAPTCHA_ERROR_CODES.challengeFailed,
                  error.msg ?? error.code ?? 'Geetest error',
                ),
              ),
            )
            .onClose(() => resolve({ kind: 'cancelled' }));
        },
      );
    });
  },
};
