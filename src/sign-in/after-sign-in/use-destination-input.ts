import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useEdition } from '@/editions/edition-context';
import { isInChatApp } from '@/sign-in/browser/chat-app';
import type { DestinationInput } from './destination';

/**
 * What `signInDestination` needs from this page and edition, read when the sign-in ends (the
 * window is only read then, never while rendering). Callers override what differs for them.
 */
export function useDestinationInput(): (overrides?: Partial<DestinationInput>) => DestinationInput {
  const { manifest, editionHosts } = useEdition();
  const { i18n } = useTranslation();
  const location = useLocation();
  return (overrides = {}) => ({
    search: location.search,
    origin: window.location.origin,
    hostname: window.location.hostname,
    ownHosts: Object.values(editionHosts).flat(),
    language: i18n.language,
    downloadsAllowed: manifest.downloadsAllowed,
    isMobile: window.matchMedia?.('(pointer: coarse)').matches ?? false,
    inChatApp: isInChatApp(),
    personalVerificationFirst: manifest.login.personalVerificationFirst,
    landsOnSiteHome: manifest.login.landing === 'site-home',
    isNewUser: false,
    ...overrides,
  });
}
