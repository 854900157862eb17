import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useApiClient } from '@/api/api-client-context';
import { profileQueryOptions } from '@/api/endpoints/profile';
import { useEdition } from '@/editions/edition-context';
import { loginDestination } from './login-destination';

/** What every way of logging in does once the token is stored: profile, then destination. */
export interface LoginCompletion {
  fetchProfile(): Promise<{ id: string } | undefined>;
  destination(): string;
  /** A full navigation: destinations are pages of the exchange, outside this app. */
  goTo(path: string): void;
}

export function useLoginCompletion(): LoginCompletion {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { manifest, editionHosts } = useEdition();
  const { i18n } = useTranslation();
  const location = useLocation();
  return {
    fetchProfile: async () => {
      const profile = await queryClient
        .fetchQuery(profileQueryOptions(client))
        .catch(() => undefined);
      return profile ? { id: String(profile.id) } : undefined;
    },
    destination: () =>
      loginDestination({
        search: location.search,
        origin: window.location.origin,
        ownHosts: Object.values(editionHosts).flat(),
        language: i18n.language,
        downloadsAllowed: manifest.downloadsAllowed,
        isMobile: window.matchMedia?.('(pointer: coarse)').matches ?? false,
        landsOnSiteHome: manifest.login.landing === 'site-home',
      }),
    goTo: (path) => window.location.assign(path),
  };
}
