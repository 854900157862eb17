/**
 * Renders the register page as the app does, for component tests: English copy, a real edition
 * manifest, the request wrapper against the in-process sandbox (test/setup.ts) with a token
 * store, TanStack Query, the dialog service, a router, and fakes for the services the app
 * composes in (verification, catalogue dialogs) that the tests inspect.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { createApiClient, type ApiClient } from '@/api/api-client';
import { ApiClientProvider } from '@/api/api-client-context';
import { CatalogueDialogProvider } from '@/sign-in/contracts/catalogue-dialogs';
import { SessionProvider } from '@/api/session-context';
import { TrackingProvider } from '@/sign-in/contracts/tracking';
import { VerificationProvider, type VerificationServices } from '@/sign-in/contracts/verification';
import { environmentSettings } from '@/config/environments';
import { EditionProvider } from '@/editions/edition-context';
import type { FeatureModule } from '@/editions/feature-module';
import type { EditionManifest } from '@/editions/manifest-schema';
import type { TokenStore } from '@/lib/session-token';
import { DialogServiceProvider } from '@/ui/dialog-service';
import { LazyToaster } from '@/ui/show-toast';
import { renderWithUi, type RenderWithUiResult } from '@/ui/test-utils/render-with-ui';
import commonEn from '../../../../locales/en/common.json';
import consentEn from '../../../../locales/en/consent.json';
import registerEn from '../../../../locales/en/register.json';
import registerExtrasEn from '../../../../locales/en/registerExtras.json';
import euManifest from '../../../../editions/eu.json';
import globalManifest from '../../../../editions/global.json';
import kazManifest from '../../../../editions/kaz.json';
import turManifest from '../../../../editions/tur.json';
import RegisterPage from '../register-page';
import { SANDBOX_SITES } from '../../../../test/edition-sites';

const manifests = { global: globalManifest, eu: euManifest, tur: turManifest, kaz: kazManifest };
export type RegisterTestEdition = keyof typeof manifests;

/** Where the jsdom page lives; the sandbox answers any origin. */
export const TEST_API_BASE = 'http://localhost:3000/x-api';

function englishI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
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
    initAsync: false,
  });
  return instance;
}

function memoryTokens(initial: string | null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}

export interface RenderRegisterOptions {
  readonly edition?: RegisterTestEdition;
  /** Path and query of the page, e.g. `/register?mode=steps`. */
  readonly url?: string;
  readonly features?: readonly FeatureModule[];
  readonly verification?: Partial<VerificationServices>;
  /** A session already in place (logged-in visitor). */
  readonly token?: string | null;
}

export interface RenderRegisterResult extends RenderWithUiResult {
  readonly client: ApiClient;
  readonly tokens: TokenStore;
  readonly goTo: ReturnType<typeof vi.fn>;
  readonly replaceWith: ReturnType<typeof vi.fn>;
  readonly notify: { toast: ReturnType<typeof vi.fn>; dialog: ReturnType<typeof vi.fn> };
  readonly verification: {
    runCaptcha: ReturnType<typeof vi.fn>;
    showSecurityNotice: ReturnType<typeof vi.fn>;
    runRiskStep: ReturnType<typeof vi.fn>;
  };
  readonly catalogueDialog: ReturnType<typeof vi.fn>;
  /** Every analytics event the page sent. */
  readonly track: ReturnType<typeof vi.fn>;
}

/** Shows where the router went, for the recall and close tests. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

export function renderRegisterPage(options: RenderRegisterOptions = {}): RenderRegisterResult {
  const manifest = manifests[options.edition ?? 'global'] as unknown as EditionManifest;
  const tokens = memoryTokens(options.token ?? null);
  const notify = { toast: vi.fn(), dialog: vi.fn() };
  const client = createApiClient({
    apiBase: TEST_API_BASE,
    platform: 'pc',
    getLang: () => 'en',
    getToken: tokens.get,
    setToken: tokens.set,
    notify,
    getDeviceId: () => '0f8fad5b-d9cb-469f-a165-70867728950e',
  });
  const verification = {
    // The sandbox checks a captcha result only when one is sent; the tests send none.
    runCaptcha: vi.fn(async () => ({ kind: 'passed' as const, fields: {} })),
    showSecurityNotice: vi.fn(async () => 'handleNo' as const),
    runRiskStep: vi.fn(async () => ({ kind: 'failed' as const })),
    ...options.verification,
  } as RenderRegisterResult['verification'];
  const catalogueDialog = vi.fn(async () => 'confirm' as const);
  const goTo = vi.fn();
  const replaceWith = vi.fn();
  const track = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const edition = {
    manifest,
    environment: environmentSettings.sandbox,
    sites: SANDBOX_SITES,
    editionHosts: Object.fromEntries(
      Object.entries(manifests).map(([id, m]) => [id, m.hosts.sandbox]),
    ),
    features: options.features ?? [],
    languages: [
      { code: 'en', label: 'English', dir: 'ltr', folder: 'en', htmlLang: 'en' },
    ] as const,
  };

  const rendered = renderWithUi(
    <I18nextProvider i18n={englishI18n()}>
      <EditionProvider edition={edition}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider tokens={tokens}>
            <ApiClientProvider client={client}>
              <DialogServiceProvider>
                <TrackingProvider tracker={{ track }}>
                  <CatalogueDialogProvider open={catalogueDialog}>
                    <VerificationProvider
                      services={verification as unknown as VerificationServices}
                    >
                      <MemoryRouter initialEntries={[options.url ?? '/register']}>
                        <Routes>
                          <Route
                            path="/register"
                            element={<RegisterPage goTo={goTo} replaceWith={replaceWith} />}
                          />
                          <Route path="*" element={<Elsewhere />} />
                        </Routes>
                      </MemoryRouter>
                    </VerificationProvider>
                  </CatalogueDialogProvider>
                </TrackingProvider>
              </DialogServiceProvider>
              <LazyToaster closeLabel="Close" />
            </ApiClientProvider>
          </SessionProvider>
        </QueryClientProvider>
      </EditionProvider>
    </I18nextProvider>,
  );
  return {
    ...rendered,
    client,
    tokens,
    goTo,
    replaceWith,
    notify,
    verification,
    catalogueDialog,
    track,
  };
}

/** The registration calls the sandbox received (GET /x-api/__sandbox/state). */
export async function recordedRegistrationCalls(): Promise<
  { path: string; fields: Record<string, unknown>; headers: Record<string, string | null> }[]
> {
  const response = await fetch(`${TEST_API_BASE}/__sandbox/state`);
  const body = (await response.json()) as {
    result: {
      registrationRequests: {
        path: string;
        fields: Record<string, unknown>;
        headers: Record<string, string | null>;
      }[];
    };
  };
  return body.result.registrationRequests;
}

/** Opens the activation link of the newest e-mail to this address, as the visitor would. */
export async function openActivationLink(email: string): Promise<void> {
  const response = await fetch(`${TEST_API_BASE}/__sandbox/state`);
  const body = (await response.json()) as {
    result: { sentCodes: { to: string; activationLink?: string }[] };
  };
  const link = [...body.result.sentCodes]
    .reverse()
    .find((sent) => sent.to === email)?.activationLink;
  if (!link) throw new Error(`no activation link was sent to ${email}`);
  await fetch(`http://localhost:3000${link}`);
}
