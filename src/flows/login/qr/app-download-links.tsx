import { HStack, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { appDownloadQueryOptions } from '@/api/endpoints/download-config';
import { useEdition } from '@/editions/edition-context';
import { localePath, paths } from '@/lib/route-paths';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { appDownloadOffer } from './app-download-offer';
import { useLoadedQueryClient } from '@/sign-in/query/query-client-context';

/**
 * "No app yet?" under the QR code: the store links of the exchange's download config
 * (`web_download_config`), or its download page when the config has none or fails
 * (app-download-offer.ts). Shown once the config call has ended, on editions that allow downloads.
 */
export function AppDownloadLinks() {
  const { t } = useTranslation('login');
  const { lang } = useParams();
  const { manifest } = useEdition();
  const client = useApiClient();
  const config = useQuery(
    {
      ...appDownloadQueryOptions(client),
      enabled: manifest.downloadsAllowed,
    },
    useLoadedQueryClient(),
  );
  if (manifest.downloadsAllowed && config.isPending) return null;
  const offer = appDownloadOffer(config.data ?? null, manifest.downloadsAllowed);
  if (offer.kind === 'none') return null;
  return (
    <HStack gap="2" flexWrap="wrap" justifyContent="center" fontSize="sm">
      <Text color="fg.muted">{t('appDownload.noApp')}</Text>
      {offer.kind === 'downloadPage' ? (
        <Link href={localePath(lang, paths.download)} colorPalette="brand" fontWeight="semibold">
          {t('appDownload.downloadPage')}
        </Link>
      ) : (
        <>
          {offer.ios && (
            <Link href={offer.ios} colorPalette="brand" fontWeight="semibold">
              {t('appDownload.ios')}
            </Link>
          )}
          {offer.android && (
            <Link href={offer.android} colorPalette="brand" fontWeight="semibold">
              {t('appDownload.android')}
            </Link>
          )}
        </>
      )}
    </HStack>
  );
}
