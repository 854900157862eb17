import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { ipInfoQueryOptions } from '@/api/endpoints/ip-info';
import { VisitorIp } from '@/sign-in/restrictions/visitor-ip';
import type { CatalogueDialogProps } from './catalogue-dialog-props';
import { NoticeDialog } from './notice-dialog';
import { resultText } from './read-dialog-data';
import { useLoadedQueryClient } from '@/sign-in/query/query-client-context';

/**
 * 31018 on login: the visitor's IP is in a restricted region. Shows the IP from the IP info
 * lookup (cached for the visit); if that fails, the IP the refusal itself carried.
 */
export default function IpBanDialog({ data, onChoice }: CatalogueDialogProps) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  const client = useApiClient();
  const ipInfo = useQuery(ipInfoQueryOptions(client), useLoadedQueryClient());
  const ip = ipInfo.data?.ip ?? (ipInfo.isPending ? undefined : resultText(data, 'ip'));

  return (
    <NoticeDialog title={t('ipBan.title')} onChoice={onChoice} confirmLabel={t('gotIt')}>
      <Text>{t('ipBan.body')}</Text>
      <VisitorIp live ip={ip ?? (ipInfo.isPending ? t('ipBan.ipLoading') : t('ipBan.ipUnknown'))} />
      <Text color="fg.muted">{t('ipBan.hint')}</Text>
    </NoticeDialog>
  );
}
