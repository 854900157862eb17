import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';
import type { CatalogueDialogChoice } from '@/sign-in/contracts/catalogue-dialogs';

/**
 * The shape most catalogue dialogs share: a title, a few lines and one confirming button
 * (400 px card). Dismissing it (Esc, the close button, a click outside) reports 'close'.
 * `dismissible={false}` leaves the confirm button as the only way out (31018's info variant).
 */
export function NoticeDialog({
  title,
  children,
  onChoice,
  confirmLabel,
  dismissible = true,
  extraActions,
}: {
  title: string;
  children: ReactNode;
  onChoice: (choice: CatalogueDialogChoice) => void;
  confirmLabel?: string;
  dismissible?: boolean;
  /** Buttons before the confirm button (at the inline start of the footer). */
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  return (
    <AppDialog
      open
      onClose={() => onChoice('close')}
      width="card"
      title={title}
      role={dismissible ? 'dialog' : 'alertdialog'}
      closeLabel={dismissible ? t('close') : undefined}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      footer={
        <>
          {extraActions}
          <Button onClick={() => onChoice('confirm')}>{confirmLabel ?? t('ok')}</Button>
        </>
      }
    >
      <Stack gap="3">{children}</Stack>
    </AppDialog>
  );
}
