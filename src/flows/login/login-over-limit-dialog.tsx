import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';

/** 31030: the password was wrong too many times. Loaded on first use. */
export default function LoginOverLimitDialog({
  retrieveHref,
  onClose,
}: {
  retrieveHref: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['login', 'common']);
  return (
    <AppDialog
      open
      onClose={onClose}
      width="card"
      role="alertdialog"
      title={t('overLimit.title')}
      closeLabel={t('common:close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('overLimit.later')}
          </Button>
          <Button asChild>
            <a href={retrieveHref}>{t('overLimit.resetPassword')}</a>
          </Button>
        </>
      }
    >
      <Text>{t('overLimit.body')}</Text>
    </AppDialog>
  );
}
