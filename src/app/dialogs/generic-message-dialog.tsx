import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';

/** A message from the API (its translation when one exists) with an OK button. */
export default function GenericMessageDialog({
  message,
  onClose,
}: {
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <AppDialog
      open
      onClose={onClose}
      width="card"
      closeLabel={t('close')}
      ariaLabel={message}
      footer={<Button onClick={onClose}>{t('ok')}</Button>}
    >
      <Text>{message}</Text>
    </AppDialog>
  );
}
