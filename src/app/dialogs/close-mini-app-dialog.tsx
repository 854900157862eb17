import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CatalogueDialogProps } from './catalogue-dialog-props';
import { closeMiniApp } from './close-mini-app';
import { NoticeDialog } from './notice-dialog';

/**
 * 40004: the chat-app authorisation expired. The request wrapper opens this itself, so the
 * dialog acts on its button: it closes the mini app (the visitor reopens it to sign in again).
 */
export default function CloseMiniAppDialog({ onChoice }: CatalogueDialogProps) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  return (
    <NoticeDialog
      title={t('closeMiniApp.title')}
      onChoice={(choice) => {
        if (choice === 'confirm') {
          closeMiniApp();
          onChoice('closeMiniApp');
        } else {
          onChoice(choice);
        }
      }}
      confirmLabel={t('closeMiniApp.close')}
    >
      <Text>{t('closeMiniApp.body')}</Text>
    </NoticeDialog>
  );
}
