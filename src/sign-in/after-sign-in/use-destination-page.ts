import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useEdition } from '@/editions/edition-context';
import type { DestinationPage } from './destination-input';
import { usePrefetchWhiteHosts } from './use-prefetch-white-hosts';

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
  const queryClient = useQueryClient();
  usePrefetchWhiteHosts();
  return { edition, language: () => i18n.language, search, client, queryClient };
}

export const loadDestination = () => import('./destination-input');
