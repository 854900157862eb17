import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useEdition } from '@/editions/edition-context';
import type { DestinationPage } from './destination-input';
import { usePrefetchWhiteHosts } from './use-prefetch-white-hosts';
import { useLoadQueryClient } from '../query/query-client-context';

/**
 * This page, for `destinationFor` (destination-input.ts), with the redirect whitelist on its way
 * (usePrefetchWhiteHosts). The rules themselves load when a sign-in or sign-up ends:
 * `loadDestination`.
 */
export function useDestinationPage(): DestinationPage {
  const edition = useEdition();
  const { i18n } = useTranslation();
  const { search } = useLocation();
  const client = useApiClient();
  const loadQueryClient = useLoadQueryClient();
  usePrefetchWhiteHosts();
  return { edition, language: () => i18n.language, search, client, loadQueryClient };
}

export const loadDestination = () => import('./destination-input');
