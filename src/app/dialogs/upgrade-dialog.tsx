import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CatalogueDialogProps } from './catalogue-dialog-props';
import { NoticeDialog } from './notice-dialog';
import { useDialogMessage } from './use-dialog-message';

/**
 * The upgrade modal: the account is being upgraded (a chat-bound login whose bind result is not
 * 'success', 40004 in the mini app's third-party login, generic failures). The response's own
 * message, when there is one, is shown under the notice.
 */
export default function UpgradeDialog({ data, onChoice }: CatalogueDialogProps) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  const message = useDialogMessage(data);
  return (
    <NoticeDialog title={t('upgrade.title')} onChoice={onChoice} confirmLabel={t('gotIt')}>
      <Text>{t('upgrade.body')}</Text>
      {message && <Text color="fg.muted">{message}</Text>}
    </NoticeDialog>
  );
}
