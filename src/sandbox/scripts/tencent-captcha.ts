/**
 * Stand-in of Tencent's TCaptcha.js (the QQ captcha). The product speaks the real API
 * (src/flows/verification/captcha/providers/qq-adapter.ts):
 *
 *   const captcha = new TencentCaptcha(appId, (res) => …, { userLanguage, showFn });
 *   captcha.show();
 *   res: { ret: 0, ticket, randstr, appid } passed · { ret: 2 } closed ·
 *        { ret: 0, errorCode, errorMessage, ticket: 'terror_…' } failed
 */
import { currentScriptSrc } from './shared/dom';
import { sandboxBackend } from './shared/sandbox-backend';
import { runSliderSession } from './shared/slider-session';

interface TencentResult {
  readonly ret: number;
  readonly ticket: string;
  readonly randstr: string;
  readonly appid: string;
  readonly errorCode?: number;
  readonly errorMessage?: string;
}

interface TencentOptions {
  readonly userLanguage?: string;
  /** Called when the challenge is on screen. */
  readonly showFn?: () => void;
}

/** Tencent's codes: the visitor closed the popup; the challenge failed. */
const RET_CLOSED = 2;
const ERROR_REJECTED = 1001;
const ERROR_NETWORK = 1002;
const backend = sandboxBackend(currentScriptSrc());

class TencentCaptcha {
  private active: { cancel(): void } | null = null;
  private ticket = '';

  constructor(
    private readonly appId: string,
    private readonly callback: (result: TencentResult) => void,
    private readonly options: TencentOptions = {},
  ) {}

  show(): void {
    this.active?.cancel();
    const session = runSliderSession({
      backend,
      provider: 'qqcaptcha',
      binding: {},
      title: 'Drag the slider to fit the puzzle',
      brand: 'Tencent captcha',
      onShown: this.options.showFn,
    });
    this.active = session;
    void session.result.then((result) => {
      const base = { appid: this.appId, ticket: '', randstr: '' };
      switch (result.kind) {
        case 'passed':
          this.ticket = result.token.token;
          this.callback({
            ...base,
            ret: 0,
            ticket: result.token.token,
            randstr: result.token.randstr,
          });
          return;
        case 'closed':
          this.callback({ ...base, ret: RET_CLOSED });
          return;
        case 'rejected':
          this.callback({
            ...base,
            ret: 0,
            ticket: `terror_${ERROR_REJECTED}_${this.appId}`,
            errorCode: ERROR_REJECTED,
            errorMessage: 'verification failed',
          });
          return;
        default:
          this.callback({
            ...base,
            ret: 0,
            ticket: `terror_${ERROR_NETWORK}_${this.appId}`,
            errorCode: ERROR_NETWORK,
            errorMessage: result.message,
          });
      }
    });
  }

  getTicket(): { ticket: string } {
    return { ticket: this.ticket };
  }

  destroy(): void {
    this.active?.cancel();
  }
}

(window as unknown as Record<string, unknown>).TencentCaptcha = TencentCaptcha;
