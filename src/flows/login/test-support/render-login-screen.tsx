/**
 * The login screens as the app hosts them, for component tests: the edition of a real manifest,
 * i18n with the real English strings, the app's request wrapper against the in-process sandbox,
 * the dialog host, and recording fakes for what other flows provide (captcha and risk step,
 * catalogue dialogs, tracking). Navigation away from the app goes through `leavePage`, which
 * test files mock to see where a login leads.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient, type ApiClient } from '@/api/api-client';
import { ApiClientProvider } from '@/api/api-client-context';
import type { DialogName } from '@/api/error-catalogue';
import type { ToastRequest } from '@/api/error-notifier';
import {
  CatalogueDialogProvider,
  type CatalogueDialogChoice,
  type CatalogueDialogData,
} from '@/sign-in/contracts/catalogue-dialogs';
import { TrackingProvider } from '@/sign-in/contracts/tracking';
import {
  VerificationProvider,
  type CaptchaRequest,
  type RiskStepRequest,
  type VerificationServices,
} from '@/sign-in/contracts/verification';
import { SessionProvider } from '@/api/session-context';
import { environmentSettings } from '@/config/environments';
import { EditionProvider, type EditionLanguage } from '@/editions/edition-context';
import type { EditionManifest } from '@/editions/manifest-schema';
import type { TokenStore } from '@/lib/session-token';
import { DialogServiceProvider } from '@/ui/dialog-service';
import { renderWithUi, type RenderWithUiResult } from '@/ui/test-utils/render-with-ui';
import { AppToaster } from '@/ui/toaster';
import LoginPage from '../screen/login-page';
import SelfUnblockPage from '../ban/self-unblock-page';
import SubAccountLoginPage from '../sub-account/sub-account-login-page';
import { SANDBOX_SITES } from '../../../../test/edition-sites';

const manifestFiles = import.meta.glob<EditionManifest>('../../../../editions/*.json', {
  eager: true,
  import: 'default',
});
const manifests = Object.values(manifestFiles).filter((m) => typeof m.id === 'string');

export const SANDBOX_EDITION_HOSTS: Record<string, readonly string[]> = Object.fromEntries(
  manifests.map((m) => [m.id, m.hosts.sandbox]),
);

export function manifestOf(id: string): EditionManifest {
  const manifest = manifests.find((m) => m.id === id);
  if (!manifest) throw new Error(`editions/${id}.json is missing`);
  return manifest;
}

const englishFiles = import.meta.glob<Record<string, unknown>>('../../../../locales/en/*.json', {
  eager: true,
  import: 'default',
});

async function createEnglishI18n(language: string): Promise<I18n> {
  const en: Record<string, Record<string, unknown>> = {};
  for (const [file, content] of Object.entries(englishFiles)) {
    const namespace = /\/([^/]+)\.json$/.exec(file)?.[1];
    if (namespace) en[namespace] = content;
  }
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(en),
    defaultNS: 'common',
    resources: { en },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export interface CatalogueCall {
  readonly name: DialogName;
  readonly data: CatalogueDialogData | undefined;
}

export interface LoginScreenHarness extends RenderWithUiResult {
  readonly client: ApiClient;
  readonly tokens: TokenStore;
  readonly toasts: ToastRequest[];
  /** Dialogs the flow opened through useCatalogueDialog, in order. */
  readonly catalogue: CatalogueCall[];
  /** Dialogs the request wrapper opened by itself (31020, 40004). */
  readonly wrapperDialogs: DialogName[];
  readonly captchaRequests: CaptchaRequest[];
  readonly riskRequests: RiskStepRequest[];
  readonly tracked: { event: string; data?: Readonly<Record<string, unknown>> }[];
}

export interface RenderLoginOptions {
  /** Edition id (editions/<id>.json); global by default. */
  readonly edition?: string;
  /** The URL the router starts at; /login by default. */
  readonly url?: string;
  /** i18n language; en by default (only English strings are loaded). */
  readonly language?: string;
  /** The visitor's choice in a catalogue dialog; 'close' by default. */
  readonly choose?: (name: DialogName, data?: CatalogueDialogData) => CatalogueDialogChoice;
  readonly verification?: Partial<VerificationServices>;
}

const BASE = `${window.location.origin}/x-api`;

/** The risk step as the sandbox accepts it: the code 123456 verifies the token. */
async function verifyRiskInSandbox(request: RiskStepRequest) {
  await fetch(`${BASE}/user/public/risk/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ risk_token: request.riskToken, code: '123456' }),
  });
  return { kind: 'passed' as const, riskToken: request.riskToken };
}

export async function renderLoginScreen(
  options: RenderLoginOptions = {},
): Promise<LoginScreenHarness> {
  const manifest = manifestOf(options.edition ?? 'global');
  const language = options.language ?? manifest.languages.default;
  const i18n = await createEnglishI18n(language);
  const toasts: ToastRequest[] = [];
  const wrapperDialogs: DialogName[] = [];
  const catalogue: CatalogueCall[] = [];
  const captchaRequests: CaptchaRequest[] = [];
  const riskRequests: RiskStepRequest[] = [];
  const tracked: LoginScreenHarness['tracked'] = [];
  let token: string | null = null;
  const tokens: TokenStore = {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
  const client = createApiClient({
    apiBase: BASE,
    platform: 'pc',
    getLang: () => i18n.language,
    getToken: tokens.get,
    setToken: tokens.set,
    notify: {
      toast: (toast) => toasts.push(toast),
      dialog: (name) => wrapperDialogs.push(name),
    },
    getDeviceId: () => '0f8fad5b-d9cb-469f-a165-70867728950e',
  });
  const verification: VerificationServices = {
    runCaptcha: async (request) => {
      captchaRequests.push(request);
      return { kind: 'passed', fields: {} };
    },
    showSecurityNotice: async () => 'confirm',
    runRiskStep: async (request) => {
      riskRequests.push(request);
      return verifyRiskInSandbox(request);
    },
    ...options.verification,
  };
  const languages: EditionLanguage[] = manifest.languages.available.map((code) => ({
    code,
    label: code,
    dir: code === 'ar' || code.startsWith('ar-') ? 'rtl' : 'ltr',
    folder: 'en',
    htmlLang: code,
  }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const choose = options.choose ?? (() => 'close' as const);

  const rendered = renderWithUi(
    <I18nextProvider i18n={i18n}>
      <EditionProvider
        edition={{
          manifest,
          environment: { ...environmentSettings.sandbox, apiBase: BASE },
          sites: SANDBOX_SITES,
          editionHosts: SANDBOX_EDITION_HOSTS,
          features: [],
          languages,
        }}
      >
        <QueryClientProvider client={queryClient}>
          <SessionProvider tokens={tokens}>
            <ApiClientProvider client={client}>
              <TrackingProvider tracker={{ track: (event, data) => tracked.push({ event, data }) }}>
                <DialogServiceProvider>
                  <CatalogueDialogProvider
                    open={async (name, data) => {
                      catalogue.push({ name, data });
                      return choose(name, data);
                    }}
                  >
                    <VerificationProvider services={verification}>
                      <MemoryRouter initialEntries={[options.url ?? '/login']}>
                        <Routes>
                          <Route path=":lang?">
                            <Route path="login" element={<LoginPage />} />
                            <Route
                              path="app/user/sub-account-login"
                              element={<SubAccountLoginPage />}
                            />
                            <Route path="self-unblock" element={<SelfUnblockPage />} />
                            <Route path="register" element={<p>Register page</p>} />
                          </Route>
                        </Routes>
                      </MemoryRouter>
                    </VerificationProvider>
                  </CatalogueDialogProvider>
                </DialogServiceProvider>
                <AppToaster closeLabel="Close" />
              </TrackingProvider>
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
    toasts,
    catalogue,
    wrapperDialogs,
    captchaRequests,
    riskRequests,
    tracked,
  };
}
