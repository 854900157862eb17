/**
 * Google reCAPTCHA v2 (api.js, explicit rendering): the "I'm not a robot" widget is rendered
 * into the product's own dialog with `grecaptcha.render(container, { sitekey, callback,
 * 'error-callback', 'expired-callback' })`; the token is sent as `g_recaptcha_response`.
 */
import { createElement } from 'react';
import { lazyWithTimeout } from '@/ui/error-boundary';
import type { ProviderOutcome } from '../captcha-types';
import { CAPTCHA_ERROR_CODES } from '../captcha-types';
import type { CaptchaProviderAdapter } from './provider-adapter';
import { failed, providerGlobal } from './provider-adapter';
import type { GreCaptcha } from './recaptcha-api';

const RecaptchaDialog = lazyWithTimeout(() => import('./recaptcha-dialog'), 'recaptcha-dialog');

export const recaptchaAdapter: CaptchaProviderAdapter = {
  id: 'recaptcha',
  isLoaded: () => typeof providerGlobal<GreCaptcha>('grecaptcha')?.render === 'function',
  run(context) {
    const grecaptcha = providerGlobal<GreCaptcha>('grecaptcha');
    if (!grecaptcha) {
      return Promise.resolve(
        failed(CAPTCHA_ERROR_CODES.challengeFailed, 'grecaptcha is not defined'),
      );
    }
    return context.dialogs.open<ProviderOutcome>((done) =>
      createElement(RecaptchaDialog, {
        grecaptcha,
        siteKey: context.settings.recaptchaSiteKey,
        signal: context.signal,
        onShown: context.onShown,
        onDone: done,
      }),
    );
  },
};
