import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CatalogueDialogProps } from './catalogue-dialog-props';
import { NoticeDialog } from './notice-dialog';

/** 31020: the phone number's country cannot be used; the request wrapper opens it itself. */
export default function PhoneRestrictedDialog({ onChoice }: CatalogueDialogProps) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  return (
    <NoticeDialog title={t('phoneRestricted.title')} onChoice={onChoice} confirmLabel={t('gotIt')}>
      <Text>{t('phoneRestricted.body')}</Text>
    </NoticeDialog>
  );
}
