import type { SandboxCaptchaProvider } from '../captcha/captcha-providers';
import { CAPTCHA_SCRIPT_FILES } from '../captcha/captcha-providers';
import { THIRD_PARTY_SCRIPT_ENTRIES } from '../third-party/script-failure';

/**
 * The stand-in scripts the sandbox serves under /sandbox-scripts/ (and /sandbox-scripts/backup/,
 * the second host), by file name: the TypeScript module in this folder that is bundled into
 * it, and for captcha scripts the provider whose mode (load-fail, hang, ...) applies.
 * They live here, not in public/, so no edition build can ever ship them.
 */
export interface SandboxScriptEntry {
  /** Module in src/sandbox/scripts/ bundled (as one classic script) into the served file. */
  readonly module: string;
  readonly captchaProvider?: SandboxCaptchaProvider;
}

export const SANDBOX_SCRIPT_ENTRIES: Readonly<Record<string, SandboxScriptEntry>> = {
  [CAPTCHA_SCRIPT_FILES.magpie]: { module: 'magpie-captcha.ts', captchaProvider: 'magpie' },
  [CAPTCHA_SCRIPT_FILES.geecaptcha]: { module: 'geetest.ts', captchaProvider: 'geecaptcha' },
  [CAPTCHA_SCRIPT_FILES.recaptcha]: { module: 'recaptcha.ts', captchaProvider: 'recaptcha' },
  [CAPTCHA_SCRIPT_FILES.qqcaptcha]: { module: 'tencent-captcha.ts', captchaProvider: 'qqcaptcha' },
  // Google, Apple and Telegram; their script-fails switch: src/sandbox/third-party/script-failure.ts
  ...THIRD_PARTY_SCRIPT_ENTRIES,
  // The customer-service chat widget (src/config/environments.ts, customerServiceChat).
  'customer-service-chat.js': { module: 'customer-service-chat.ts' },
};
