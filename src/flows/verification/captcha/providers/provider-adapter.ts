import type { CaptchaSettings } from '@/config/environments';
import type { DialogService } from '@/ui/dialog-service';
import type { CaptchaInfo, CaptchaProviderId, ProviderOutcome } from '../captcha-types';

export interface ProviderRunContext {
  /** The scene code of the manifest (31000, 31004, …). */
  readonly sceneCode: number;
  /** From the captcha-info call; undefined when it failed. */
  readonly info: CaptchaInfo | undefined;
  /** The page language, passed to the provider for its own texts. */
  readonly lang: string;
  /** The scene's quality setting, 1 to 100 (captcha-quality.ts); the new captcha takes it. */
  readonly quality: number;
  readonly settings: CaptchaSettings;
  /** Aborted when the loader gives up on this provider (its challenge never came up). */
  readonly signal: AbortSignal;
  /** Call once the challenge is on screen (or has passed without one). */
  readonly onShown: () => void;
  /** For providers whose widget sits in the product's own dialog (reCAPTCHA's checkbox). */
  readonly dialogs: DialogService;
}

/**
 * One captcha provider as the product speaks to it: the global its script defines, and one
 * verification through the provider's own API, ending in the request fields to send.
 */
export interface CaptchaProviderAdapter {
  readonly id: CaptchaProviderId;
  /** Whether the provider's script has defined its API on the page. */
  isLoaded(): boolean;
  run(context: ProviderRunContext): Promise<ProviderOutcome>;
}

/** A global a provider script defines; typed by the adapter that reads it. */
export function providerGlobal<T>(name: string): T | undefined {
  return (window as unknown as Record<string, unknown>)[name] as T | undefined;
}

export function failed(code: number, message: string): ProviderOutcome {
  return { kind: 'failed', code, message };
}
