import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CatalogueDialogProps } from './catalogue-dialog-props';
import { NoticeDialog } from './notice-dialog';

/** 31018 on registration: an information dialog whose only way out is its confirm button. */
export default function IpInfoDialog({ onChoice }: CatalogueDialogProps) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  return (
    <NoticeDialog
      title={t('ipInfo.title')}
      onChoice={onChoice}
      confirmLabel={t('ipInfo.confirm')}
      dismissible={false}
    >
      <Text>{t('ipInfo.body')}</Text>
    </NoticeDialog>
  );
}
