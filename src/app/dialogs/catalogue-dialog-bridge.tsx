import { createElement, lazy, useCallback, useEffect, type ReactNode } from 'react';
import {
  CatalogueDialogProvider,
  type OpenCatalogueDialog,
} from '@/api/services/catalogue-dialogs';
import type { DialogName } from '@/api/error-catalogue';
import type { ErrorDialogData } from '@/api/error-notifier';
import { useDialogs } from '@/ui/dialog-service';

const GenericMessageDialog = lazy(() => import('./generic-message-dialog'));

export type CatalogueDialogOpener = (name: DialogName, data: unknown) => void;

/**
 * Connects the error catalogue's named dialogs to the dialog host, for the request wrapper
 * (`connect`) and for flows (`useCatalogueDialog`). Until a dedicated component exists for a
 * name, the visitor sees the API's message in the generic dialog.
 */
export function CatalogueDialogBridge({
  connect,
  children,
}: {
  connect: (open: CatalogueDialogOpener) => void;
  children: ReactNode;
}) {
  const dialogs = useDialogs();
  const open = useCallback<OpenCatalogueDialog>(
    (_name, data) => {
      const message = (data as Partial<ErrorDialogData> | undefined)?.message ?? '';
      return dialogs.open<string | undefined>((done) =>
        createElement(GenericMessageDialog, { message, onClose: () => done('confirm') }),
      );
    },
    [dialogs],
  );
  useEffect(() => connect((name, data) => void open(name, data)), [connect, open]);
  return <CatalogueDialogProvider open={open}>{children}</CatalogueDialogProvider>;
}
