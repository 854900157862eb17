import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';
import type { VisitorRestriction } from './country-restrictions';
import { useRegionNames } from './use-region-names';
import { VisitorIp } from './visitor-ip';

/**
 * The per-country restriction dialog (./country-restrictions.ts): the country or region by name
 * in the visitor's language, the reason, the IP; one button. Loaded when first shown.
 */
export default function CountryRestrictionDialog({
  restriction,
  ip,
  onClose,
}: {
  restriction: VisitorRestriction;
  ip: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  const country = useRegionNames()(restriction.region);
  return (
    <AppDialog
      open
      onClose={onClose}
      width="card"
      role="alertdialog"
      closeOnInteractOutside={false}
      title={t('countryRestriction.title', { country })}
      closeLabel={t('close')}
      footer={<Button onClick={onClose}>{t('gotIt')}</Button>}
    >
      <Stack gap="3">
        <Text>{t(`countryRestriction.reason.${restriction.reason}`, { country })}</Text>
        {ip && <VisitorIp ip={ip} />}
      </Stack>
    </AppDialog>
  );
}
