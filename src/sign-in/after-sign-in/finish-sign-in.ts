/**
 * What every sign-in does once the server said yes — password, two-factor, risk step, QR and
 * third party alike (docs/login.md, "After sign-in"). The session token is already stored by the
 * request wrapper. In order:
 * 1. a chat-bound sign-in whose bind did not succeed shows the upgrade modal;
 * 2. the site-jump rule (compliance wall), offered once per sign-in;
 * 3. the residence confirmation;
 * 4. the profile is fetched (a new session: nothing cached belongs to it), and the gray-release
 *    flag set or cleared for its user id (gray-release-flag.ts);
 * 5. inside the mini app, the link step and the campaign task (docs/mini-app.md);
 * 6. the embedding host's callback receives the result, or the visitor goes to the destination
 *    (a guide-type target, else the flow's destination).
 */
import type { DialogName } from '@/api/error-catalogue';
import type { CatalogueDialogData } from '@/sign-in/contracts/catalogue-dialogs';

export type SiteChoice = 'left' | 'stayed';

/** The fields of a sign-in answer this step reads (login, QR and third-party results have them). */
export interface SignedInResult {
  readonly country?: string | null | undefined;
  readonly tg_bind_result?: string | null | undefined;
  readonly guide_type?: string | null | undefined;
}

export interface SignInCompletion<R extends SignedInResult = SignedInResult> {
  /** Loads the profile after the token is stored; undefined when it fails. */
  fetchProfile(): Promise<{ id: string } | undefined>;
  /** Sets or clears the gray-release flag for the signed-in user's id; never fails. */
  markGrayRelease(userId: string): Promise<void>;
  /** Opens a catalogue dialog and resolves when the visitor has answered it. */
  openCatalogueDialog(name: DialogName, data: CatalogueDialogData): Promise<unknown>;
  /** Applies the site-jump rule for the account's KYC country (compliance wall when due). */
  offerSiteJump(kycCountry: string | null | undefined): Promise<SiteChoice>;
  /** Shows the residence confirmation when one is due. */
  confirmResidence(): Promise<SiteChoice>;
  /**
   * Where the visitor goes when no host callback takes the result: for a login, redirect_url
   * if allowed, else the landing table. May load its rules first (they are needed once).
   */
  destination(result: R): string | Promise<string>;
  /** The target of a guide type (guide_complete_kyc, reject_guide_customer, others). */
  guideDestination(guideType: string): string;
  /** A full navigation: destinations are pages of the exchange, outside this app. */
  goTo(path: string): void;
  /**
   * Inside the mini app: bind status, link-authorisation and the link, then the campaign task
   * (docs/mini-app.md, "After signing in"); resolves when the visitor may go on.
   */
  readonly afterSignedIn?: (() => Promise<void>) | undefined;
  /**
   * The embedding host's success callback (the widget, docs/embedding.md), used when the flow
   * passes none of its own; with one, the visitor is not sent anywhere.
   */
  readonly hostCallback?: ((result: R) => void) | undefined;
}

/** The site-jump prompt is offered once per sign-in, even when a guide risk token offered it. */
export interface SiteJumpMemo {
  offered: boolean;
}

export interface FinishOptions<R> {
  /** The sign-in carried chat-app link data, so its bind result is shown when it failed. */
  readonly chatBound?: boolean;
  readonly memo?: SiteJumpMemo;
  /** The embedding host's success callback; with one, the visitor is not sent anywhere. */
  readonly onSignedIn?: ((result: R) => void) | undefined;
}

export type SignInOutcome =
  | { readonly kind: 'success'; readonly userId: string; readonly destination: string | null }
  /** Sent to another regional site (site jump or residence confirmation). */
  | { readonly kind: 'siteJump' }
  /** The profile could not be loaded; the request wrapper has told the visitor. */
  | { readonly kind: 'failed'; readonly code: null };

export const CHAT_BIND_SUCCESS = 'success';

export async function finishSignIn<R extends SignedInResult>(
  deps: SignInCompletion<R>,
  result: R,
  options: FinishOptions<R> = {},
): Promise<SignInOutcome> {
  const bind = result.tg_bind_result;
  if (options.chatBound && bind && bind !== CHAT_BIND_SUCCESS) {
    const { status, message } = chatBindResult(bind);
    await deps.openCatalogueDialog('upgrade', { code: status, message, result });
  }

  if (!options.memo?.offered) {
    if (options.memo) options.memo.offered = true;
    if ((await deps.offerSiteJump(result.country)) === 'left') return { kind: 'siteJump' };
  }
  if ((await deps.confirmResidence()) === 'left') return { kind: 'siteJump' };

  const profile = await deps.fetchProfile();
  if (!profile) return { kind: 'failed', code: null };
  await deps.markGrayRelease(profile.id);
  await deps.afterSignedIn?.();

  const hostCallback = options.onSignedIn ?? deps.hostCallback;
  if (hostCallback) {
    hostCallback(result);
    return { kind: 'success', userId: profile.id, destination: null };
  }
  const destination = result.guide_type
    ? deps.guideDestination(result.guide_type)
    : await deps.destination(result);
  deps.goTo(destination);
  return { kind: 'success', userId: profile.id, destination };
}

/**
 * tg_bind_result is 'success' or 'status|message': the status is the dialog's code, the message
 * what it shows (a bare value is both).
 */
export function chatBindResult(bindResult: string): { status: string; message: string } {
  const separator = bindResult.indexOf('|');
  if (separator < 0) return { status: bindResult, message: bindResult };
  return { status: bindResult.slice(0, separator), message: bindResult.slice(separator + 1) };
}
