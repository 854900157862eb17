/**
 * What a flow shows for a refused sign-in or registration call, read from the error catalogue
 * (docs/requests-and-errors.md, "The catalogue"; docs/registration.md, "Refusals and failures"):
 * the one rule the login, third-party and registration flows share, so a code maps to its dialog
 * or toast in one place. The request wrapper has already shown what it shows itself; this is
 * what the catalogue leaves to the calling flow.
 */
import { GENERIC_FAILURE_DIALOG, callerHandlingOn, type DialogName } from '@/api/error-catalogue';
import type {
  CatalogueDialogData,
  CatalogueDialogChoice,
} from '@/sign-in/contracts/catalogue-dialogs';

/** Whose dialog a code names when login and registration differ (31018: IP ban or info). */
export type RefusalFlow = 'login' | 'registration';

export type CatalogueRefusal =
  /** The catalogue names a dialog for the calling flow (or the generic failure's). */
  | { readonly kind: 'dialog'; readonly dialog: DialogName }
  /** The calling flow's own toast: 'code: message', the message from `messageKey`. */
  | { readonly kind: 'toast'; readonly durationMs: number; readonly messageKey: string }
  /** The request wrapper has shown it (a toast or its own dialog), or the flow shows nothing. */
  | { readonly kind: 'shownByWrapper' };

/**
 * The catalogue's answer for `code` on `path`. A code the wrapper hands over untouched and for
 * which the catalogue names nothing is a generic failure on a registration call (the upgrade
 * dialog), and nothing on login (the login flow reads such codes itself).
 */
export function catalogueRefusal(code: number, path: string, flow: RefusalFlow): CatalogueRefusal {
  const caller = callerHandlingOn(code, path);
  if (!caller) return { kind: 'shownByWrapper' };
  const dialog =
    (flow === 'registration' ? caller.registrationDialog : undefined) ?? caller.dialogs?.[0];
  if (dialog) return { kind: 'dialog', dialog };
  if (caller.toast?.messageKey) {
    return {
      kind: 'toast',
      durationMs: caller.toast.durationMs,
      messageKey: caller.toast.messageKey,
    };
  }
  return flow === 'registration'
    ? { kind: 'dialog', dialog: GENERIC_FAILURE_DIALOG }
    : { kind: 'shownByWrapper' };
}

/** The dialog the calling flow opens for a code (undefined: none, or the wrapper's own). */
export function catalogueCallerDialog(
  code: number,
  path: string,
  flow: RefusalFlow,
): DialogName | undefined {
  const refusal = catalogueRefusal(code, path, flow);
  return refusal.kind === 'dialog' ? refusal.dialog : undefined;
}

/** A refused answer as the request wrapper returns it. */
export interface RefusedAnswer {
  readonly retCode: number;
  readonly retMsg: string;
  readonly rawResult?: unknown;
}

export interface ShowRefusalDeps {
  openCatalogueDialog(name: DialogName, data: CatalogueDialogData): Promise<CatalogueDialogChoice>;
  toast(message: string, durationMs: number): void;
  /** The text of a catalogue message key (chineseEmailGoogleRegisterErr). */
  message(messageKey: string): string;
}

export type ShownRefusal =
  | { readonly kind: 'dialog'; readonly dialog: DialogName; readonly choice: CatalogueDialogChoice }
  | { readonly kind: 'toast' }
  | { readonly kind: 'shownByWrapper' };

/**
 * Shows what the catalogue leaves to the calling flow for a refused answer on `path`, and waits
 * for a dialog's choice. A success answer that still failed the flow (no token after a register
 * call) is a generic failure on registration: its message is shown as it is (`code` 0).
 */
export async function showCatalogueRefusal(
  deps: ShowRefusalDeps,
  answer: RefusedAnswer,
  path: string,
  flow: RefusalFlow,
): Promise<ShownRefusal> {
  const refusal: CatalogueRefusal =
    answer.retCode === 0
      ? flow === 'registration'
        ? { kind: 'dialog', dialog: GENERIC_FAILURE_DIALOG }
        : { kind: 'shownByWrapper' }
      : catalogueRefusal(answer.retCode, path, flow);
  switch (refusal.kind) {
    case 'dialog': {
      const choice = await deps.openCatalogueDialog(refusal.dialog, {
        code: answer.retCode,
        message: answer.retMsg,
        path,
        result: answer.rawResult,
      });
      return { kind: 'dialog', dialog: refusal.dialog, choice };
    }
    case 'toast':
      deps.toast(`${answer.retCode}: ${deps.message(refusal.messageKey)}`, refusal.durationMs);
      return { kind: 'toast' };
    case 'shownByWrapper':
      return refusal;
    default:
      return refusal satisfies never;
  }
}
