/**
 * Renders the verification host the way the app mounts it: the app's Chakra system, English
 * copy, a real edition manifest with the sandbox environment, the request wrapper against the
 * in-process sandbox and the dialog host. `services` is what the host provides to flows.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createApiClient, type ApiClient } from '@/api/api-client';
import { ApiClientProvider } from '@/api/api-client-context';
import type { ToastRequest } from '@/api/error-notifier';
import { TrackingProvider, type Tracker } from '@/sign-in/contracts/tracking';
import { useVerification, type VerificationServices } from '@/sign-in/contracts/verification';
import { environmentSettings } from '@/config/environments';
import { EditionProvider, type Edition } from '@/editions/edition-context';
import type { EditionManifest } from '@/editions/manifest-schema';
import { DialogServiceProvider } from '@/ui/dialog-service';
import { renderWithUi, type RenderWithUiResult } from '@/ui/test-utils/render-with-ui';
import { LazyToaster } from '@/ui/show-toast';
import errorsEn from '../../../../locales/en/errors.json';
import verificationEn from '../../../../locales/en/verification.json';
import globalManifest from '../../../../editions/global.json';
import kazManifest from '../../../../editions/kaz.json';
import turManifest from '../../../../editions/tur.json';
import type { LoadScript } from '../captcha/script-loader';
import { VerificationHost } from '../verification-host';
import { SANDBOX_SITES } from '../../../../test/edition-sites';

const manifests = { global: globalManifest, kaz: kazManifest, tur: turManifest } as const;
export type TestEditionId = keyof typeof manifests;

/**
 * Wait for what a service opens: its code and dialog are fetched on first use, which takes a
 * while on a busy machine.
 */
export const LAZY = { timeout: 10_000 } as const;

/** Where the jsdom page lives; the sandbox answers any origin. */
export const TEST_API_BASE = 'http://localhost:3000/x-api';

export function testManifest(id: TestEditionId): EditionManifest {
  // The JSON files are the validated manifests; their string literals widen on import.
  return manifests[id] as unknown as EditionManifest;
}

function testEdition(id: TestEditionId): Edition {
  return {
    manifest: testManifest(id),
    environment: environmentSettings.sandbox,
    sites: SANDBOX_SITES,
    editionHosts: {},
    features: [],
    languages: [{ code: 'en', label: 'English', dir: 'ltr', folder: 'en', htmlLang: 'en' }],
  };
}

export function testI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['verification', 'errors'],
    defaultNS: 'verification',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    resources: { en: { verification: verificationEn, errors: errorsEn } },
  });
  return instance;
}

/** A request wrapper against the in-process sandbox that records the toasts it shows. */
export function testClient(): { client: ApiClient; toasts: ToastRequest[] } {
  const toasts: ToastRequest[] = [];
  const client = createApiClient({
    apiBase: TEST_API_BASE,
    platform: 'pc',
    getLang: () => 'en',
    getToken: () => null,
    setToken: () => undefined,
    notify: { toast: (toast) => toasts.push(toast), dialog: () => undefined },
    getDeviceId: () => '0f8fad5b-d9cb-469f-a165-70867728950e',
  });
  return { client, toasts };
}

export interface VerificationHarness extends RenderWithUiResult {
  readonly services: VerificationServices;
  readonly client: ApiClient;
  readonly toasts: ToastRequest[];
  readonly tracked: { event: string; data: Readonly<Record<string, unknown>> | undefined }[];
}

export function renderVerification(
  options: { edition?: TestEditionId; loadScript?: LoadScript } = {},
): VerificationHarness {
  const { client, toasts } = testClient();
  const tracked: VerificationHarness['tracked'] = [];
  const tracker: Tracker = { track: (event, data) => tracked.push({ event, data }) };
  let services: VerificationServices | undefined;
  function Probe() {
    services = useVerification();
    return null;
  }
  const view = renderWithUi(
    <I18nextProvider i18n={testI18n()}>
      <EditionProvider edition={testEdition(options.edition ?? 'global')}>
        <TrackingProvider tracker={tracker}>
          <ApiClientProvider client={client}>
            <DialogServiceProvider>
              <VerificationHost {...(options.loadScript ? { loadScript: options.loadScript } : {})}>
                <Probe />
              </VerificationHost>
              <LazyToaster closeLabel="Close" />
            </DialogServiceProvider>
          </ApiClientProvider>
        </TrackingProvider>
      </EditionProvider>
    </I18nextProvider>,
  );
  if (!services) throw new Error('the verification host rendered no services');
  return { ...view, services, client, toasts, tracked };
}
