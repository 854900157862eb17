import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/api-client-context';
import { ipInfoQueryOptions } from '@/api/endpoints/ip-info';
import { getResidenceConfig } from '@/api/endpoints/residence-config';
import { API_PATHS } from '@/api/paths';
import { useCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { useEdition } from '@/editions/edition-context';
import { localStore } from '@/lib/storage';
import type { SiteChoice } from './finish-sign-in';
import { residencePromptDue } from './residence-prompt';
import { homeSite } from './site-jump';
import { siteByCode } from '@/editions/edition-site';

/** When the residence confirmation was last shown on this site (ms since the epoch). */
export const RESIDENCE_SHOWN_AT_KEY = 'residence-confirm-shown-at';

/**
 * After a login: the residence confirmation when the site's residence config guides the
 * visitor's IP country elsewhere and it was not shown in the last 24 h. The dialog's 'confirm'
 * is a link to the offered site (it navigates itself); any other choice stays.
 */
export function useResidenceConfirmation(): () => Promise<SiteChoice> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const openDialog = useCatalogueDialog();
  const { manifest, sites } = useEdition();

  return async () => {
    const [config, ip] = await Promise.all([
      getResidenceConfig(client, manifest.siteCode),
      queryClient.fetchQuery(ipInfoQueryOptions(client)).catch(() => undefined),
    ]);
    if (config?.retCode !== 0 || !config.result || !ip) return 'stayed';
    const stored = Number(localStore.get(RESIDENCE_SHOWN_AT_KEY));
    const now = Date.now();
    const prompt = residencePromptDue({
      config: config.result,
      visitorCountry: ip.code,
      currentSite: manifest.siteCode,
      homeSite: homeSite(sites)?.siteCode ?? '',
      lastShownAtMs: Number.isFinite(stored) && stored > 0 ? stored : null,
      nowMs: now,
    });
    if (!prompt) return 'stayed';
    const target = siteByCode(sites, prompt.targetSite);
    if (!target?.hosts.length) return 'stayed';
    const confirmEdition = target.edition;
    localStore.set(RESIDENCE_SHOWN_AT_KEY, String(now));
    const choice = await openDialog('residenceConfirm', {
      code: prompt.code,
      path: API_PATHS.residenceConfig,
      confirmEdition,
    });
    return choice === 'confirm' ? 'left' : 'stayed';
  };
}
