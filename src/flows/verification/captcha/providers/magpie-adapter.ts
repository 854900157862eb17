/**
 * The new captcha ("magpie"). Its script defines
 * `MagpieCaptcha.init({ captchaId, scene, lang, quality, onReady }).verify() → Promise<{ token }>`
 * (`quality`: the challenge images' quality, 1 to 100, from the scene's captcha config),
 * rejecting with an error whose `code` is 'closed', 'failed' or 'network'.
 * The result is sent as `magpie_verify_info { token, scene }`.
 */
import { CAPTCHA_ERROR_CODES, NETWORK_ERROR_TEXT } from '../captcha-types';
import type { CaptchaProviderAdapter } from './provider-adapter';
import { failed, providerGlobal } from './provider-adapter';

interface MagpieInstance {
  verify(): Promise<{ token: string }>;
  destroy?(): void;
}

interface MagpieApi {
  init(options: {
    captchaId: string;
    scene: string;
    lang: string;
    quality: number;
    onReady?: () => void;
  }): MagpieInstance;
}

export const magpieAdapter: CaptchaProviderAdapter = {
  id: 'magpie',
  isLoaded: () => typeof providerGlobal<MagpieApi>('MagpieCaptcha')?.init === 'function',
  async run(context) {
    const api = providerGlobal<MagpieApi>('MagpieCaptcha');
    if (!api) return failed(CAPTCHA_ERROR_CODES.challengeFailed, 'MagpieCaptcha is not defined');
    const scene = String(context.sceneCode);
    const newCaptcha = context.settings.newCaptcha;
    if (!newCaptcha) return failed(CAPTCHA_ERROR_CODES.challengeFailed, 'no new captcha here');
    let instance: MagpieInstance;
    try {
      instance = api.init({
        captchaId: newCaptcha.captchaId,
        scene,
        lang: context.lang,
        quality: context.quality,
        onReady: context.onShown,
      });
    } catch (error) {
      return failed(CAPTCHA_ERROR_CODES.challengeFailed, messageOf(error));
    }
    context.signal.addEventListener('abort', () => instance.destroy?.(), { once: true });
    try {
      const { token } = await instance.verify();
      return { kind: 'passed', fields: { magpie_verify_info: { token, scene } } };
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'closed') return { kind: 'cancelled' };
      if (code === 'network') return failed(CAPTCHA_ERROR_CODES.network, NETWORK_ERROR_TEXT);
      return failed(CAPTCHA_ERROR_CODES.challengeFailed, messageOf(error));
    }
  },
};

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
