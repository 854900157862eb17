import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { useTracking } from '@/sign-in/contracts/tracking';
import { useVerification } from '@/sign-in/contracts/verification';
import { useEdition } from '@/editions/edition-context';
import { useDialogs } from '@/ui/dialog-service';
import { useBanDialog } from '../ban/use-ban-dialog';
import type { RegistrationActions, RegistrationActionsOptions } from './registration-actions';
import { useLoadQueryClient } from '@/sign-in/query/query-client-context';
import { loadForAction } from '@/sign-in/load-for-action';

/**
 * The registration flows for this page: the API client, the verification services, the dialogs,
 * the tracker, the environment's RSA key and the success steps. Their code
 * (create-registration-actions.ts) loads on the first call, so it is not part of the page's first
 * load.
 */
export function useRegistrationActions(options: RegistrationActionsOptions): RegistrationActions {
  const client = useApiClient();
  const loadQueryClient = useLoadQueryClient();
  const verification = useVerification();
  const openCatalogueDialog = useCatalogueDialog();
  // The catalogue's own toast texts (20100) are the thirdParty namespace's.
  const { t: catalogueMessages, i18n } = useTranslation('thirdParty');
  const dialogs = useDialogs();
  const openBanDialog = useBanDialog();
  const { track } = useTracking();
  const { manifest, environment } = useEdition();
  const txId = useRef<string | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  return useMemo(() => {
    let loaded: Promise<RegistrationActions> | undefined;
    const load = () =>
      (loaded ??= loadForAction(
        () => Promise.all([import('./create-registration-actions'), loadQueryClient()]),
        i18n,
      )
        .then(([module, queryClient]) =>
          module.createRegistrationActions({
            client,
            queryClient,
            verification,
            openCatalogueDialog,
            catalogueMessages,
            openBanDialog,
            dialogs,
            track,
            manifest,
            environment,
            txId,
            latest,
          }),
        )
        .catch((error: unknown) => {
          // Asked again with the next action: a browser that fetches a failed module again gets
          // it then; Chromium keeps the failure until the page is reloaded.
          loaded = undefined;
          throw error;
        }));
    return {
      start: async (input) => (await load()).start(input),
      resend: async (input) => (await load()).resend(input),
      verifyCode: async (input) => (await load()).verifyCode(input),
      register: async (input) => (await load()).register(input),
      setPassword: async (input) => (await load()).setPassword(input),
      forgetTransaction: () => {
        txId.current = null;
      },
      runBanDialog: async (type, data) => (await load()).runBanDialog(type, data),
    };
  }, [
    client,
    loadQueryClient,
    verification,
    openCatalogueDialog,
    catalogueMessages,
    i18n,
    openBanDialog,
    dialogs,
    track,
    manifest,
    environment,
  ]);
}
