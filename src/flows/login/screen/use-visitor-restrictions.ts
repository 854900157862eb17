import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { ipInfoQueryOptions } from '@/api/endpoints/ip-info';
import { API_PATHS } from '@/api/paths';
import { useCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { useAfterHydration } from '@/sign-in/browser/use-client-value';

/**
 * The visitor's IP restrictions (docs/login.md, "Visitor restrictions"): with
 * is_visible 0 the IP-restricted dialog opens once on arrival; with is_login 0 the screen shows
 * the login-limited notice (the login itself is refused with 31018 by the server).
 */
export function useVisitorRestrictions(): { loginLimited: boolean } {
  const client = useApiClient();
  const openDialog = useCatalogueDialog();
  const { t } = useTranslation('login');
  const ipInfo = useQuery(ipInfoQueryOptions(client));
  const shown = useRef(false);
  const hidden = ipInfo.data?.is_visible === 0;

  useEffect(() => {
    if (!hidden || shown.current || !ipInfo.data) return;
    shown.current = true;
    void openDialog('ipBan', {
      message: t('restricted.ipHidden'),
      path: API_PATHS.ipInfo,
      result: { ip: ipInfo.data.ip, country: ipInfo.data.code },
    });
  }, [hidden, ipInfo.data, openDialog, t]);

  // Not while hydrating: the prerendered page has no notice, whenever the answer arrives.
  const hydrated = useAfterHydration();
  return { loginLimited: hydrated && ipInfo.data?.is_login === 0 };
}
