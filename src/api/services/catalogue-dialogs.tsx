/**
 * Opening the error catalogue's dialogs by name (IP ban, phone restriction, HK mismatch, ...)
 * from any flow. The app maps each name to its component; a flow only names the dialog.
 */
import { createContext, use, type ReactNode } from 'react';
import type { DialogName } from '../error-catalogue';

/** Resolves with the visitor's choice (e.g. 'confirm', 'verify', 'back', 'continue', 'bindAgain'). */
export type OpenCatalogueDialog = (name: DialogName, data?: unknown) => Promise<string | undefined>;

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
