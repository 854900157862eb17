import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CatalogueDialogProps } from './catalogue-dialog-props';
import { NoticeDialog } from './notice-dialog';

/** 41007 (phone limit): the exchange does not serve the phone number's jurisdiction. */
export default function UnsupportedJurisdictionDialog({ onChoice }: CatalogueDialogProps) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  return (
    <NoticeDialog
      title={t('unsupportedJurisdiction.title')}
      onChoice={onChoice}
      confirmLabel={t('gotIt')}
    >
      <Text>{t('unsupportedJurisdiction.body')}</Text>
    </NoticeDialog>
  );
}
