/**
 * Renders the third-party block the way the login and register pages host it: the app's Chakra
 * system, English copy, a real edition manifest with the sandbox environment, the request
 * wrapper against the in-process sandbox, TanStack Query, and recording fakes of the services
 * the flow calls (verification, catalogue dialogs, tracking).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { createApiClient, type ApiClient } from '@/api/api-client';
import { MemoryRouter } from 'react-router-dom';
import { ApiClientProvider } from '@/api/api-client-context';
import { SessionProvider } from '@/api/session-context';
import { createTokenStore } from '@/lib/session-token';
import { DialogServiceProvider } from '@/ui/dialog-service';
import {
  CatalogueDialogProvider,
  type OpenCatalogueDialog,
} from '@/sign-in/contracts/catalogue-dialogs';
import { ThirdPartyBlock, type ThirdPartyBlockProps } from '@/sign-in/contracts/third-party-block';
import { TrackingProvider, type Tracker } from '@/sign-in/contracts/tracking';
import { VerificationProvider, type VerificationServices } from '@/sign-in/contracts/verification';
import { environmentSettings } from '@/config/environments';
import { EditionProvider, type Edition } from '@/editions/edition-context';
import type { EditionManifest } from '@/editions/manifest-schema';
import { renderWithUi, type RenderWithUiResult } from '@/ui/test-utils/render-with-ui';
import { AppToaster } from '@/ui/toaster';
import errorsEn from '../../../../locales/en/errors.json';
import thirdPartyEn from '../../../../locales/en/thirdParty.json';
import globalManifest from '../../../../editions/global.json';
import kazManifest from '../../../../editions/kaz.json';
import turManifest from '../../../../editions/tur.json';
import { ThirdPartyHost } from '../third-party-host';
import { SANDBOX_SITES } from '../../../../test/edition-sites';

const manifests = { global: globalManifest, kaz: kazManifest, tur: turManifest } as const;
export type TestEditionId = keyof typeof manifests;

/** Where the jsdom page lives; the sandbox answers any origin. */
const TEST_API_BASE = 'http://localhost:3000/x-api';

function testEdition(id: TestEditionId): Edition {
  return {
    // The JSON files are the validated manifests; their string literals widen on import.
    manifest: manifests[id] as unknown as EditionManifest,
    environment: environmentSettings.sandbox,
    sites: SANDBOX_SITES,
    editionHosts: Object.fromEntries(
      Object.entries(manifests).map(([key, manifest]) => [key, manifest.hosts.sandbox]),
    ),
    features: [],
    languages: [{ code: 'en', label: 'English', dir: 'ltr', folder: 'en', htmlLang: 'en' }],
  };
}

function testI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['thirdParty', 'errors'],
    defaultNS: 'thirdParty',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    resources: { en: { thirdParty: thirdPartyEn, errors: errorsEn } },
    initAsync: false,
  });
  return instance;
}

export interface BlockFakes {
  readonly verification: {
    [K in keyof VerificationServices]: ReturnType<typeof vi.fn>;
  } & VerificationServices;
  readonly openDialog: ReturnType<typeof vi.fn> & OpenCatalogueDialog;
  readonly track: ReturnType<typeof vi.fn> & Tracker['track'];
  /** The session token the wrapper stored, once a sign-in answered one. */
  token(): string | null;
}

export interface RenderBlockOptions extends Partial<ThirdPartyBlockProps> {
  readonly edition?: TestEditionId;
}

export function renderThirdPartyBlock(
  options: RenderBlockOptions = {},
): RenderWithUiResult & BlockFakes {
  const { edition = 'global', intent = 'login', referralCode } = options;
  let token: string | null = null;
  const client: ApiClient = createApiClient({
    apiBase: TEST_API_BASE,
    platform: 'pc',
    getLang: () => 'en',
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
    notify: { toast: () => undefined, dialog: () => undefined },
    getDeviceId: () => '0f8fad5b-d9cb-469f-a165-70867728950e',
  });
  const verification = {
    // No captcha result: the sandbox checks results only when sent, and a made-up token would
    // be refused (e2e/third-party.spec.ts runs the real stand-ins).
    runCaptcha: vi.fn(async () => ({ kind: 'passed' as const, fields: {} })),
    showSecurityNotice: vi.fn(async () => 'handleNo' as const),
    runRiskStep: vi.fn(async () => ({ kind: 'cancelled' as const })),
  };
  const openDialog = vi.fn(async () => 'confirm' as const);
  const track = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = testI18n();

  const view = renderWithUi(
    <I18nextProvider i18n={i18n}>
      <EditionProvider edition={testEdition(edition)}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <TrackingProvider tracker={{ track }}>
              <VerificationProvider services={verification}>
                <CatalogueDialogProvider open={openDialog}>
                  <SessionProvider tokens={createTokenStore('sandbox')}>
                    <DialogServiceProvider>
                      <MemoryRouter initialEntries={[intent === 'login' ? '/login' : '/register']}>
                        <ThirdPartyHost>
                          <ThirdPartyBlock
                            intent={intent}
                            {...(referralCode === undefined ? {} : { referralCode })}
                          />
                        </ThirdPartyHost>
                      </MemoryRouter>
                    </DialogServiceProvider>
                  </SessionProvider>
                </CatalogueDialogProvider>
              </VerificationProvider>
            </TrackingProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </EditionProvider>
      <AppToaster closeLabel="Close" />
    </I18nextProvider>,
  );
  return {
    ...view,
    verification: verification as unknown as BlockFakes['verification'],
    openDialog: openDialog as unknown as BlockFakes['openDialog'],
    track: track as unknown as BlockFakes['track'],
    token: () => token,
  };
}
