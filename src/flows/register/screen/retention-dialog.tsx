import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';

/**
 * Asked before the register modal closes while a welcome-gift / redeem offer is active and it is
 * not the visitor's first visit to it (docs/registration.md, "Screens and how to reach them",
 * Modal). Loaded on first use.
 */
export default function RetentionDialog({
  onLeave,
  onStay,
}: {
  onLeave: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation(['register', 'common']);
  return (
    <AppDialog
      open
      onClose={onStay}
      width="card"
      role="alertdialog"
      title={t('retention.title')}
      closeLabel={t('common:close')}
      footer={
        <>
          <Button variant="outline" onClick={onLeave}>
            {t('retention.leave')}
          </Button>
          <Button onClick={onStay}>{t('retention.stay')}</Button>
        </>
      }
    >
      <Text>{t('retention.body')}</Text>
    </AppDialog>
  );
}
