import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CatalogueDialogProps } from './catalogue-dialog-props';
import { NoticeDialog } from './notice-dialog';
import { useDialogMessage } from './use-dialog-message';

/**
 * 41103–41106, 41108, 400605, 400606 and generic failures: the code's translated message (else
 * 'code: message') with an OK button.
 */
export default function GenericMessageDialog({ data, onChoice }: CatalogueDialogProps) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  const message = useDialogMessage(data) ?? t('genericMessage.fallback');
  return (
    <NoticeDialog title={t('genericMessage.title')} onChoice={onChoice}>
      <Text>{message}</Text>
    </NoticeDialog>
  );
}
