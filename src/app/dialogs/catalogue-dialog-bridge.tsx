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
 * Connects the request wrapper's named dialogs to the dialog host. Until a dedicated component
 * exists for a name, the visitor sees the API's message in the generic dialog.
 */
export function CatalogueDialogBridge({
  connect,
}: {
  connect: (open: CatalogueDialogOpener) => void;
}) {
  const dialogs = useDialogs();
  useEffect(() => {
    connect((_name, data) => {
      const message = (data as Partial<ErrorDialogData> | undefined)?.message ?? '';
      void dialogs.open<void>((done) =>
        createElement(GenericMessageDialog, { message, onClose: () => done() }),
      );
    });
  }, [connect, dialogs]);
  return null;
}
