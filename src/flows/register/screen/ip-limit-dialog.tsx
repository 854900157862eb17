import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';

/**
 * The IP-limit notice (docs/registration.md, "The registration flow", step 2: ip_limit): too many
 * accounts were registered from this network for now. Loaded on first use.
 */
export default function IpLimitDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['register', 'common']);
  return (
    <AppDialog
      open
      onClose={onClose}
      width="card"
      role="alertdialog"
      title={t('ipLimit.title')}
      closeLabel={t('common:close')}
      footer={<Button onClick={onClose}>{t('common:ok')}</Button>}
    >
      <Text>{t('ipLimit.body')}</Text>
    </AppDialog>
  );
}
