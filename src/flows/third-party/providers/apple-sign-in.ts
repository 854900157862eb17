/**
 * The device-maker provider: Sign in with Apple JS (developer.apple.com/documentation/
 * sign_in_with_apple/sign_in_with_apple_js). `AppleID.auth.init({ clientId, scope, redirectURI,
 * usePopup: true })`, then `AppleID.auth.signIn()` resolves `{ authorization: { id_token } }`.
 * The scope is name and e-mail (docs/third-party.md, "How a screen gets it").
 */
import { loadScript } from '@/sign-in/browser/load-script';

export const APPLE_SCOPE = 'name email';

interface AppleIdAuth {
  init(config: {
    clientId: string;
    scope: string;
    redirectURI: string;
    state?: string;
    usePopup: boolean;
  }): void;
  signIn(): Promise<{ authorization?: { id_token?: string } }>;
}

/** What the visitor did in Apple's window. */
export type AppleSignInResult =
  | { readonly kind: 'credential'; readonly idToken: string | undefined }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly error: string };

export interface AppleSignIn {
  signIn(): Promise<AppleSignInResult>;
}

export interface AppleSignInSettings {
  readonly scriptUrl: string;
  readonly clientId: string;
  /** Absolute URL registered with Apple (unused with the popup, but required). */
  readonly redirectUri: string;
}

/** Errors Apple rejects with when the visitor closes or declines its window. */
const CANCEL_ERRORS: readonly string[] = ['popup_closed_by_user', 'user_cancelled_authorize'];

export async function loadAppleSignIn(settings: AppleSignInSettings): Promise<AppleSignIn> {
  await loadScript(settings.scriptUrl);
  const auth = (window as unknown as { AppleID?: { auth?: AppleIdAuth } }).AppleID?.auth;
  if (!auth) throw new Error('Sign in with Apple JS loaded without AppleID.auth');
  auth.init({
    clientId: settings.clientId,
    scope: APPLE_SCOPE,
    redirectURI: settings.redirectUri,
    usePopup: true,
  });
  return {
    async signIn() {
      try {
        const response = await auth.signIn();
        return { kind: 'credential', idToken: response.authorization?.id_token };
      } catch (rejection) {
        const error =
          typeof rejection === 'object' && rejection !== null && 'error' in rejection
            ? String((rejection as { error: unknown }).error)
            : String(rejection);
        return CANCEL_ERRORS.includes(error) ? { kind: 'cancelled' } : { kind: 'failed', error };
      }
    },
  };
}
