/**
 * Stand-in of the new ("magpie") captcha's script. The product speaks this API
 * (src/flows/verification/captcha/providers/magpie-adapter.ts):
 *
 *   window.MagpieCaptcha.init({ captchaId, scene, lang, quality, onReady }).verify()
 *     → Promise<{ token }>
 *
 * `quality` (the challenge images' quality, a whole number from 1 to 100; 80 when absent) goes
 * to the sandbox with the challenge request, which refuses any other value and records it on the
 * challenge (docs/sandbox.md, "Captcha").
 *
 * verify() rejects with an Error whose `code` is 'closed' (the visitor closed the popup),
 * 'failed' (the challenge was refused) or 'network'. The token goes back to the exchange as
 * magpie_verify_info { token, scene }.
 */
import { currentScriptSrc } from './shared/dom';
import { sandboxBackend } from './shared/sandbox-backend';
import { runSliderSession } from './shared/slider-session';

interface MagpieInitOptions {
  readonly captchaId: string;
  readonly scene: string | number;
  readonly lang?: string;
  readonly quality?: number;
  readonly onReady?: () => void;
}

type MagpieErrorCode = 'config' | 'closed' | 'failed' | 'network';

class MagpieCaptchaError extends Error {
  constructor(
    readonly code: MagpieErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MagpieCaptchaError';
  }
}

const backend = sandboxBackend(currentScriptSrc());

const MagpieCaptcha = {
  version: 'sandbox-1',
  init(options: MagpieInitOptions) {
    if (!options?.captchaId) throw new MagpieCaptchaError('config', 'captchaId is required');
    let active: { cancel(): void } | null = null;
    return {
      async verify(): Promise<{ token: string }> {
        active?.cancel();
        const session = runSliderSession({
          backend,
          provider: 'magpie',
          binding: {
            scene: String(options.scene),
            ...(options.quality === undefined ? {} : { quality: options.quality }),
          },
          title: 'Security verification',
          brand: 'Magpie captcha',
          onShown: options.onReady,
        });
        active = session;
        const result = await session.result;
        switch (result.kind) {
          case 'passed':
            return { token: result.token.token };
          case 'closed':
            throw new MagpieCaptchaError('closed', 'The visitor closed the captcha');
          case 'rejected':
            throw new MagpieCaptchaError('failed', 'The captcha challenge was not passed');
          default:
            throw new MagpieCaptchaError('network', result.message);
        }
      },
      destroy() {
        active?.cancel();
      },
    };
  },
};

(window as unknown as Record<string, unknown>).MagpieCaptcha = MagpieCaptcha;
