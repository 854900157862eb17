import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useSession } from '@/sign-in/contracts/session';
import { useEdition } from '@/editions/edition-context';
import { useCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { useTracking } from '@/sign-in/contracts/tracking';
import { useDialogs } from '@/ui/dialog-service';
import { useWidgetHost } from '@/sign-in/contracts/widget-host';
import { useMiniApp } from '@/sign-in/contracts/mini-app';
import { useVerification } from '@/sign-in/contracts/verification';
import type { SignInEnvironment } from './sign-in-environment';
import { usePrefetchWhiteHosts } from './use-prefetch-white-hosts';
import { useLoadQueryClient } from '../query/query-client-context';

/**
 * The page's environment for the after-sign-in steps, read while rendering. Light on purpose:
 * the steps themselves (sign-in-completion.ts) load with the code that signs the visitor in.
 */
export function useSignInEnvironment(): SignInEnvironment {
  const { i18n } = useTranslation();
  usePrefetchWhiteHosts();
  return {
    client: useApiClient(),
    loadQueryClient: useLoadQueryClient(),
    openCatalogueDialog: useCatalogueDialog(),
    dialogs: useDialogs(),
    tokens: useSession(),
    track: useTracking().track,
    edition: useEdition(),
    i18n,
    language: () => i18n.language,
    search: useLocation().search,
    navigate: useNavigate(),
    widget: useWidgetHost(),
    miniApp: useMiniApp(),
    verification: useVerification(),
  };
}
