import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useEdition } from '@/editions/edition-context';
import type { DestinationPage } from './destination-input';

/**
 * This page, for `destinationFor` (destination-input.ts). The rules themselves load when a
 * sign-in or sign-up ends: `loadDestination`.
 */
export function useDestinationPage(): DestinationPage {
  const edition = useEdition();
  const { i18n } = useTranslation();
  const { search } = useLocation();
  return { edition, language: () => i18n.language, search };
}

export const loadDestination = () => import('./destination-input');
