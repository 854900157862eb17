import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useEdition } from '@/editions/edition-context';
import type { DestinationPage } from './destination-input';
import { usePrefetchLoginEntryConfig } from './use-prefetch-login-entry-config';
import { usePrefetchWhiteHosts } from './use-prefetch-white-hosts';

/**
 * This page, for `destinationFor` (destination-input.ts), with the redirect whitelist
 * (usePrefetchWhiteHosts) and the Chinese site's hosts (usePrefetchLoginEntryConfig) on their way. The rules themselves load when a sign-in or sign-up ends:
 * `loadDestination`.
 */
export function useDestinationPage(): DestinationPage {
  const edition = useEdition();
  const { i18n } = useTranslation();
  const { search } = useLocation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  usePrefetchWhiteHosts();
  usePrefetchLoginEntryConfig();
  return { edition, language: () => i18n.language, search, client, queryClient };
}

export const loadDestination = () => import('./destination-input');
