import { createElement, useCallback, useEffect, type ReactNode } from 'react';
import {
  CatalogueDialogProvider,
  type CatalogueDialogChoice,
  type OpenCatalogueDialog,
} from '@/sign-in/contracts/catalogue-dialogs';
import type { DialogName } from '@/api/error-catalogue';
import { useDialogs } from '@/ui/dialog-service';
import { CATALOGUE_DIALOG_COMPONENTS } from './catalogue-dialog-components';
import { readDialogData } from './read-dialog-data';

export type CatalogueDialogOpener = (name: DialogName, data: unknown) => void;

/**
 * Connects the error catalogue's named dialogs to the dialog host, for the request wrapper
 * (`connect`: it opens 31020 and 40004 itself and does not wait) and for flows
 * (`useCatalogueDialog()(name, data)`, which resolves with the visitor's choice).
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
    (name, data) =>
      dialogs.open<CatalogueDialogChoice>((done) =>
        createElement(CATALOGUE_DIALOG_COMPONENTS[name], {
          data: readDialogData(data),
          onChoice: done,
        }),
      ),
    [dialogs],
  );
  useEffect(() => connect((name, data) => void open(name, readDialogData(data))), [connect, open]);
  return <CatalogueDialogProvider open={open}>{children}</CatalogueDialogProvider>;
}
