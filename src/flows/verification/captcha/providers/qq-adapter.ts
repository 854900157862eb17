/**
 * Tencent's captcha (TCaptcha.js): `new TencentCaptcha(appId, callback, { userLanguage, showFn })`
 * then `show()`. The callback gets `{ ret: 0, ticket, randstr }` when passed, `ret: 2` when the
 * visitor closed it, and an `errorCode` when it failed. Sent as `ticket` and `randstr`.
 */
import { CAPTCHA_ERROR_CODES } from '../captcha-types';
import type { ProviderOutcome } from '../captcha-types';
import { oldCaptchaFields } from './old-captcha-fields';
import type { CaptchaProviderAdapter } from './provider-adapter';
import { failed, providerGlobal } from './provider-adapter';

interface TencentResult {
  ret: number;
  ticket?: string;
  randstr?: string;
  errorCode?: number;
  errorMessage?: string;
}

interface TencentCaptchaInstance {
  show(): void;
  destroy?(): void;
}

type TencentCaptchaConstructor = new (
  appId: string,
  callback: (result: TencentResult) => void,
  options: { userLanguage: string; showFn: () => void },
) => TencentCaptchaInstance;

/** Tencent's `ret` when the visitor closed the popup. */
const RET_CLOSED = 2;

export const qqAdapter: CaptchaProviderAdapter = {
  id: 'qqcaptcha',
  isLoaded: () => typeof providerGlobal<TencentCaptchaConstructor>('TencentCaptcha') === 'function',
  run(context) {
    const TencentCaptcha = providerGlobal<TencentCaptchaConstructor>('TencentCaptcha');
    if (!TencentCaptcha) {
      return Promise.resolve(
        failed(CAPTCHA_ERROR_CODES.challengeFailed, 'TencentCaptcha is not defined'),
      );
    }
    return new Promise<ProviderOutcome>((resolve) => {
      const captcha = new TencentCaptcha(
        context.settings.qqAppId,
        (result) => {
          if (result.ret === RET_CLOSED) resolve({ kind: 'cancelled' });
          else if (result.ret === 0 && result.errorCode === undefined && result.ticket) {
            resolve({
              kind: 'passed',
              fields: oldCaptchaFields('qqcaptcha', {
                ticket: result.ticket,
                randstr: result.randstr ?? '',
              }),
            });
          } else {
            resolve(
              failed(
                CAPTCHA_ERROR_CODES.challengeFailed,
                result.errorMessage ?? `Tencent captcha error ${result.errorCode ?? result.ret}`,
              ),
            );
          }
        },
        { userLanguage: context.lang, showFn: context.onShown },
      );
      context.signal.addEventListener('abort', () => captcha.destroy?.(), { once: true });
      captcha.show();
    });
  },
};
