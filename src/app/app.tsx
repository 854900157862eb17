import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { ApiClient } from '@/api/api-client';
import { ApiClientProvider } from '@/sign-in/contracts/api-client';
import { QueryClientSourceProvider } from '@/sign-in/query/query-client-context';
import { queryClientSource } from '@/sign-in/query/query-client-source';
import { SessionProvider } from '@/sign-in/contracts/session';
import { TrackingProvider } from '@/sign-in/contracts/tracking';
import type { Tracker } from '@/lib/tracking';
import { EditionProvider, type Edition } from '@/editions/edition-context';
import type { TokenStore } from '@/lib/session-token';
import { DialogServiceProvider } from '@/ui/dialog-service';
import { LazyToaster } from '@/ui/show-toast';
import { ThirdPartyHost } from '@/flows/third-party/third-party-host';
import { VerificationHost } from '@/flows/verification/verification-host';
import {
  CatalogueDialogBridge,
  type CatalogueDialogOpener,
} from './dialogs/catalogue-dialog-bridge';
import type { RouterWrapper } from './app-router';
import { AppRoutes } from './routes/app-routes';
import { AppLocaleProvider } from './layout/app-locale-provider';
import { TestSeamServices, type AppTestSeams } from './app-test-seams';
import { BoundaryTracking, RootErrorBoundary, type AppErrorHandler } from './root-error-boundary';

export interface AppProps {
  readonly edition: Edition;
  readonly i18n: I18n;
  readonly system: SystemContext;
  readonly client: ApiClient;
  readonly tokens: TokenStore;
  /** The one tracker: flows use it through `useTracking()`, the request wrapper directly. */
  readonly tracker: Tracker;
  /** Receives the dialog opener once the dialog host is mounted (the wrapper's named dialogs). */
  readonly connectDialogs: (open: CatalogueDialogOpener) => void;
  /** BrowserRouter in the browser, StaticRouter when prerendering. */
  readonly router: RouterWrapper;
  /**
   * Called with what the root error boundary caught (after it is tracked): in a widget frame it
   * reports `loaded-error` to the host page (docs/embedding.md). A widget frame's provider comes
   * in through `router` (src/app/main.tsx), so the site's pages carry none of its code.
   */
  readonly onError?: AppErrorHandler;
  /** Component tests only (test/harness): their query client, content and service stand-ins. */
  readonly testing?: AppTestSeams;
}

/** The toast region, named in the page's language (and renamed when the language changes). */
function Toasts() {
  const { t } = useTranslation('common');
  return <LazyToaster closeLabel={t('close')} label={t('notifications')} />;
}

export function App({
  edition,
  i18n,
  system,
  client,
  tokens,
  tracker,
  connectDialogs,
  router,
  onError,
  testing,
}: AppProps) {
  // Only under Vitest: a build leaves the seams, and their code, out.
  const seams = import.meta.env.MODE === 'test' ? testing : undefined;
  // The query client loads once the page has mounted (docs/performance.md, "The query client on
  // demand"); a component test brings its own.
  const [querySource] = useState(() =>
    queryClientSource(
      () => import('@/sign-in/query/query-runtime').then((m) => m.createQueryRuntime()),
      seams?.queryRuntime,
    ),
  );
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <RootErrorBoundary tracker={tracker} onError={onError}>
          <EditionProvider edition={edition}>
            <QueryClientSourceProvider source={querySource}>
              <SessionProvider tokens={tokens}>
                <TrackingProvider tracker={tracker}>
                  <BoundaryTracking>
                    <ApiClientProvider client={client}>
                      <AppLocaleProvider>
                        <DialogServiceProvider>
                          <CatalogueDialogBridge connect={connectDialogs}>
                            {router(
                              <VerificationHost loadScript={seams?.loadScript}>
                                {seams ? (
                                  <TestSeamServices seams={seams}>
                                    <ThirdPartyHost>
                                      {seams.content ?? <AppRoutes />}
                                    </ThirdPartyHost>
                                  </TestSeamServices>
                                ) : (
                                  <ThirdPartyHost>
                                    <AppRoutes />
                                  </ThirdPartyHost>
                                )}
                              </VerificationHost>,
                            )}
                          </CatalogueDialogBridge>
                          <Toasts />
                        </DialogServiceProvider>
                      </AppLocaleProvider>
                    </ApiClientProvider>
                  </BoundaryTracking>
                </TrackingProvider>
              </SessionProvider>
            </QueryClientSourceProvider>
          </EditionProvider>
        </RootErrorBoundary>
      </I18nextProvider>
    </ChakraProvider>
  );
}
