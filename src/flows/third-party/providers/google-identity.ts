/**
 * The web-identity provider: Google Identity Services (developers.google.com/identity/gsi/web).
 * Loads its script, then speaks its global API: `google.accounts.id.initialize({ client_id,
 * callback })`, `renderButton(parent, options)` and `prompt(listener)` for One Tap. Every
 * credential, from the button or One Tap, reaches `onCredential` (a JWT, or '' when none came).
 */
import { loadScript } from '@/sign-in/browser/load-script';

interface CredentialResponse {
  readonly credential?: string;
  readonly select_by?: string;
}

/** Google's PromptMomentNotification, the part the one-tap logic reads. */
export interface PromptMoment {
  isNotDisplayed(): boolean;
  getNotDisplayedReason(): string | undefined;
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
}

export interface GoogleButtonOptions {
  readonly text: 'signin_with' | 'signup_with';
  readonly theme: 'outline' | 'filled_black';
  /** Google renders buttons from 200 to 400 px wide. */
  readonly width: number;
  readonly locale: string;
}

interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    context?: 'signin' | 'signup';
    cancel_on_tap_outside?: boolean;
    itp_support?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
  cancel(): void;
}

export interface GoogleIdentity {
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
  prompt(listener: (moment: PromptMoment) => void): void;
  cancel(): void;
}

export interface GoogleIdentitySettings {
  readonly scriptUrl: string;
  readonly clientId: string;
  readonly context: 'signin' | 'signup';
  readonly onCredential: (credential: string, via: 'button' | 'oneTap') => void;
}

// GIS keeps one configuration per page: the block mounted last owns the callback.
let currentSettings: GoogleIdentitySettings | undefined;

export async function loadGoogleIdentity(
  settings: GoogleIdentitySettings,
): Promise<GoogleIdentity> {
  await loadScript(settings.scriptUrl);
  const id = (window as unknown as { google?: { accounts?: { id?: GoogleAccountsId } } }).google
    ?.accounts?.id;
  if (!id) throw new Error('Google Identity Services loaded without google.accounts.id');
  currentSettings = settings;
  id.initialize({
    client_id: settings.clientId,
    context: settings.context,
    cancel_on_tap_outside: false,
    itp_support: true,
    callback: (response) =>
      currentSettings?.onCredential(
        response.credential ?? '',
        response.select_by === 'user' || response.select_by === 'auto' ? 'oneTap' : 'button',
      ),
  });
  return {
    renderButton: (parent, options) =>
      id.renderButton(parent, {
        type: 'standard',
        shape: 'pill',
        size: 'large',
        logo_alignment: 'left',
        text: options.text,
        theme: options.theme,
        width: Math.max(200, Math.min(400, Math.floor(options.width))),
        locale: options.locale,
      }),
    prompt: (listener) => id.prompt(listener),
    cancel: () => id.cancel(),
  };
}
