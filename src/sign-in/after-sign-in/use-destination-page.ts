import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useEdition } from '@/editions/edition-context';
import type { DestinationPage } from './destination-input';
import { usePageWhiteHosts } from './white-hosts';

/**
 * This page, for `destinationFor` (destination-input.ts); starts the whitelist call
 * (white-hosts.ts). The rules themselves load when a sign-in or sign-up ends: `loadDestination`.
 */
export function useDestinationPage(): DestinationPage {
  const edition = useEdition();
  const { i18n } = useTranslation();
  const { search } = useLocation();
  const whiteHosts = usePageWhiteHosts();
  return { edition, language: () => i18n.language, search, whiteHosts };
}

export const loadDestination = () => import('./destination-input');
