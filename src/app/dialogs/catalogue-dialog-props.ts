import type {
  CatalogueDialogChoice,
  CatalogueDialogData,
} from '@/sign-in/contracts/catalogue-dialogs';

/** Every catalogue dialog takes the data it was opened with and reports one choice. */
export interface CatalogueDialogProps {
  readonly data: CatalogueDialogData;
  readonly onChoice: (choice: CatalogueDialogChoice) => void;
}
