/**
 * What every way of logging in does once the server said yes (login-and-shared.md §4 'Login
 * flow' step 2 'otherwise success', steps 3 and 4): the token is already stored by the request
 * wrapper; the profile is fetched, a chat-bound login that did not bind shows the upgrade modal
 * first, the account may be sent to its own site (site jump) or asked where it lives (residence
 * confirmation), and then the visitor goes to the guide-type target or the destination.
 */
import type { LoginResult } from '@/api/endpoints/login';
import type { DialogName } from '@/api/error-catalogue';
import type { CatalogueDialogChoice, CatalogueDialogData } from '@/sign-in/contracts/catalogue-dialogs';
import type { LoginOutcome } from './login-outcome';

export type SiteChoice = 'left' | 'stayed';

export interface LoginCompletionDeps {
  /** Loads the profile after the token is stored; undefined when it fails. */
  fetchProfile(): Promise<{ id: string } | undefined>;
  openCatalogueDialog(name: DialogName, data: CatalogueDialogData): Promise<CatalogueDialogChoice>;
  /** Applies the site-jump rule for the account's KYC country (compliance wall when due). */
  offerSiteJump(kycCountry: string | null | undefined): Promise<SiteChoice>;
  /** Shows the residence confirmation when one is due. */
  confirmResidence(): Promise<SiteChoice>;
  /**
   * redirect_url if allowed, else the default landing (which may depend on the result). May load
   * its rules first: they are needed once, at the end of a login.
   */
  destination(result: LoginResult): string | Promise<string>;
  /** The target of a guide type (guide_complete_kyc, reject_guide_customer, others). */
  guideDestination(guideType: string): string;
  /** A full navigation: destinations are pages of the exchange, outside this app. */
  goTo(path: string): void;
}

/** The site-jump prompt is offered once per login, even when a guide risk token offered it. */
export interface SiteJumpMemo {
  offered: boolean;
}

export const CHAT_BIND_SUCCESS = 'success';

export async function finishLogin(
  deps: LoginCompletionDeps,
  result: LoginResult,
  options: { readonly chatBound?: boolean; readonly memo?: SiteJumpMemo } = {},
): Promise<LoginOutcome> {
  const profile = await deps.fetchProfile();
  if (!profile) return { kind: 'failed', code: null };

  const bind = result.tg_bind_result;
  if (options.chatBound && bind && bind !== CHAT_BIND_SUCCESS) {
    await deps.openCatalogueDialog('upgrade', {
      code: 0,
      message: chatBindMessage(bind),
      result,
    });
  }

  if (!options.memo?.offered) {
    if (options.memo) options.memo.offered = true;
    if ((await deps.offerSiteJump(result.country)) === 'left') return { kind: 'siteJump' };
  }
  if ((await deps.confirmResidence()) === 'left') return { kind: 'siteJump' };

  const destination = result.guide_type
    ? deps.guideDestination(result.guide_type)
    : await deps.destination(result);
  deps.goTo(destination);
  return { kind: 'success', userId: profile.id, destination };
}

/** tg_bind_result is 'success' or 'status|message': the message part is what the modal shows. */
export function chatBindMessage(bindResult: string): string {
  const separator = bindResult.indexOf('|');
  return separator < 0 ? bindResult : bindResult.slice(separator + 1);
}
