import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { ipInfoQueryOptions } from '@/api/endpoints/ip-info';
import { useEdition } from '@/editions/edition-context';
import { useInChatApp } from '@/sign-in/browser/chat-app';
import { siteComplianceQueryOptions } from '@/api/endpoints/site-compliance-config';
import { thirdPartyVisibility, type Visibility } from './visibility';
import { useLoadedQueryClient } from '@/sign-in/query/query-client-context';

const NOTHING: Visibility = { providers: [], oneTap: false };

/**
 * The buttons and one-tap this visitor gets; undefined until the site-compliance config and
 * the IP info have answered (showing buttons that then vanish would be worse than a short wait).
 * Editions without standard buttons (Turkey) ask nothing.
 */
export function useThirdPartyVisibility(): Visibility | undefined {
  const { manifest } = useEdition();
  const client = useApiClient();
  const offered = manifest.thirdParty.providers.length > 0;
  const inChatAppBrowser = useInChatApp();
  const compliance = useQuery(
    { ...siteComplianceQueryOptions(client), enabled: offered },
    useLoadedQueryClient(),
  );
  const ipInfo = useQuery(
    { ...ipInfoQueryOptions(client), enabled: offered, retry: false },
    useLoadedQueryClient(),
  );

  if (!offered) return NOTHING;
  if (compliance.isPending || ipInfo.isPending) return undefined;
  return thirdPartyVisibility({
    providers: manifest.thirdParty.providers,
    oneTap: manifest.thirdParty.oneTap,
    hiddenByCompliance: compliance.data?.includes('thirdParty') ?? false,
    ipInfo: ipInfo.data,
    inChatAppBrowser,
  });
}
