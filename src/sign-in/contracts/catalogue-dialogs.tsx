/**
 * Opening the error catalogue's dialogs by name (IP ban, phone restriction, HK mismatch, ...)
 * from any flow. The app maps each name to its component; a flow only names the dialog and
 * awaits the visitor's choice.
 */
import { createContext, use, type ReactNode } from 'react';
import type { DialogName } from '@/api/error-catalogue';

/**
 * What the visitor chose. Every dialog can also be dismissed (Esc, close button): 'close'.
 * - 'confirm': the only button of a notice (OK, Got it, Confirm)
 * - 'verify' / 'back': identityVerification
 * - 'home': creatingAccount (back home)
 * - 'switchSite': the HK mismatch pair, going to the other platform
 * - 'continue' / 'bindAgain': failedToBind
 * - 'confirm' / 'cancel': residenceConfirm
 * - 'resetPassword' / 'later': loginOverLimit
 * - 'closeMiniApp': closeMiniApp
 */
export type CatalogueDialogChoice =
  | 'confirm'
  | 'close'
  | 'verify'
  | 'back'
  | 'home'
  | 'switchSite'
  | 'continue'
  | 'bindAgain'
  | 'cancel'
  | 'resetPassword'
  | 'later'
  | 'closeMiniApp';

/**
 * What a dialog may be given. The request wrapper passes `{ code, message, path, result }` of the
 * answer (ErrorDialogData); flows pass the same plus the fields a dialog documents here.
 */
export interface CatalogueDialogData {
  /** The ret_code, or a string code (chat-link failures, residence pseudo-codes). */
  readonly code?: number | string;
  /** The server's message (shown when the code has no translation). */
  readonly message?: string;
  readonly path?: string;
  /** The answer's result (31018 carries result.ip). */
  readonly result?: unknown;
  /** loginOverLimit: where 'reset password' goes; default /app/user/retrieve. */
  readonly retrieveHref?: string;
  /** banned: when the ban can be lifted, epoch ms (shown in UTC). */
  readonly unblockAtMs?: number;
  /** residenceConfirm: edition id (global, eu, are ...) that 'confirm' leads to. */
  readonly confirmEdition?: string;
  /** residenceConfirm: edition id that 'cancel' leads to; without it cancel stays here. */
  readonly cancelEdition?: string;
}

export type OpenCatalogueDialog = (
  name: DialogName,
  data?: CatalogueDialogData,
) => Promise<CatalogueDialogChoice>;

const CatalogueDialogContext = createContext<OpenCatalogueDialog | null>(null);

export function CatalogueDialogProvider({
  open,
  children,
}: {
  open: OpenCatalogueDialog;
  children: ReactNode;
}) {
  return <CatalogueDialogContext value={open}>{children}</CatalogueDialogContext>;
}

export function useCatalogueDialog(): OpenCatalogueDialog {
  const open = use(CatalogueDialogContext);
  if (!open) throw new Error('useCatalogueDialog must be used inside <CatalogueDialogProvider>');
  return open;
}
