// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ChakraProvider } from '@chakra-ui/react';
import i18next from 'i18next';
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { createApiClient } from '@/api/api-client';
import { ApiClientProvider } from '@/api/api-client-context';
import { CatalogueDialogProvider } from '@/api/services/catalogue-dialogs';
import { SessionProvider } from '@/api/session-context';
import { TrackingProvider } from '@/api/services/tracking';
import { VerificationProvider, type VerificationServices } from '@/api/services/verification';
import { environmentSettings } from '@/config/environments';
import { EditionProvider } from '@/editions/edition-context';
import type { EditionManifest } from '@/editions/manifest-schema';
import { DialogServiceProvider } from '@/ui/dialog-service';
import { defaultTheme } from '@/ui/test-utils/render-with-ui';
import { createAppSystem } from '@/ui/theme/create-app-system';
import commonEn from '../../../locales/en/common.json';
import consentEn from '../../../locales/en/consent.json';
import registerEn from '../../../locales/en/register.json';
import registerExtrasEn from '../../../locales/en/registerExtras.json';
import globalManifest from '../../../editions/global.json';
import RegisterPage from './register-page';

/**
 * The register page is prerendered per edition and language at build time: it must render
 * without a browser (no window, document or storage while rendering) and without requests.
 */
async function prerender(url: string): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['common', 'register', 'registerExtras', 'consent'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    resources: {
      en: {
        common: commonEn,
        register: registerEn,
        registerExtras: registerExtrasEn,
        consent: consentEn,
      },
    },
  });
  const client = createApiClient({
    apiBase: '/x-api',
    platform: 'pc',
    getLang: () => 'en',
    getToken: () => null,
    setToken: () => undefined,
    notify: { toast: () => undefined, dialog: () => undefined },
    getDeviceId: () => '0f8fad5b-d9cb-469f-a165-70867728950e',
    fetchImpl: () => Promise.reject(new Error('no requests while prerendering')),
  });
  const unused = () => {
    throw new Error('not while prerendering');
  };
  const { prelude } = await prerenderToNodeStream(
    <ChakraProvider value={createAppSystem(defaultTheme)}>
      <I18nextProvider i18n={i18n}>
        <EditionProvider
          edition={{
            manifest: globalManifest as unknown as EditionManifest,
            environment: environmentSettings.sandbox,
            editionHosts: { global: ['global.localhost'] },
            features: [],
            languages: [{ code: 'en', label: 'English', dir: 'ltr', folder: 'en', htmlLang: 'en' }],
          }}
        >
          <QueryClientProvider client={new QueryClient()}>
            <SessionProvider tokens={{ get: () => null, set: unused, clear: unused }}>
              <ApiClientProvider client={client}>
                <TrackingProvider tracker={{ track: () => undefined }}>
                  <DialogServiceProvider>
                    <CatalogueDialogProvider open={unused}>
                      <VerificationProvider services={{} as VerificationServices}>
                        <StaticRouter location={url}>
                          <Routes>
                            <Route path="/:lang/register" element={<RegisterPage />} />
                          </Routes>
                        </StaticRouter>
                      </VerificationProvider>
                    </CatalogueDialogProvider>
                  </DialogServiceProvider>
                </TrackingProvider>
              </ApiClientProvider>
            </SessionProvider>
          </QueryClientProvider>
        </EditionProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    prelude.pipe(sink);
  });
}

describe('register page prerendering', () => {
  it('renders the whole form without a browser', async () => {
    expect(typeof window).toBe('undefined');
    const html = await prerender('/en/register');
    expect(html).toContain('Create your account');
    expect(html).toMatch(/<form[^>]*data-early-submit/);
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*name="password"/);
    expect(html).toMatch(/<input[^>]*type="checkbox"/);
    expect(html).toContain('Create account');
  });
});
