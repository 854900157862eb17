/**
 * The catalogue dialogs as the app hosts them (bridge, dialog host, edition, query client,
 * request wrapper against the in-process sandbox, i18n with the real locale files), for
 * component tests that open a dialog by name or let a sandbox answer open it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createApiClient, type ApiClient } from '@/api/api-client';
import { ApiClientProvider } from '@/api/api-client-context';
import type { DialogName } from '@/api/error-catalogue';
import type { ErrorNotifier, ToastRequest } from '@/api/error-notifier';
import {
  useCatalogueDialog,
  type CatalogueDialogChoice,
  type CatalogueDialogData,
  type OpenCatalogueDialog,
} from '@/sign-in/contracts/catalogue-dialogs';
import { environmentSettings } from '@/config/environments';
import { EditionProvider, type EditionLanguage } from '@/editions/edition-context';
import type { EditionManifest } from '@/editions/manifest-schema';
import { DialogServiceProvider } from '@/ui/dialog-service';
import { renderWithUi, type RenderWithUiResult } from '@/ui/test-utils/render-with-ui';
import { createI18n } from '../../i18n/create-i18n';
import { CatalogueDialogBridge, type CatalogueDialogOpener } from '../catalogue-dialog-bridge';
import { SANDBOX_SITES } from '../../../../test/edition-sites';

const manifestFiles = import.meta.glob<EditionManifest>('../../../../editions/*.json', {
  eager: true,
  import: 'default',
});
const manifests = Object.values(manifestFiles).filter((m) => typeof m.id === 'string');

/** Every edition's sandbox hosts, as the build's `editionHosts` carries them. */
export const SANDBOX_EDITION_HOSTS: Record<string, readonly string[]> = Object.fromEntries(
  manifests.map((m) => [m.id, m.hosts.sandbox]),
);

const localeFiles = import.meta.glob<Record<string, unknown>>('../../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resourcesFor(language: string): Record<string, Record<string, unknown>> {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [file, content] of Object.entries(localeFiles)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] === language && match[2]) resources[match[2]] = content;
  }
  return resources;
}

const LANGUAGES: readonly EditionLanguage[] = [
  { code: 'en', label: 'English', dir: 'ltr', folder: 'en', htmlLang: 'en' },
  { code: 'tr', label: 'Türkçe', dir: 'ltr', folder: 'tr', htmlLang: 'tr' },
  { code: 'ar', label: 'العربية', dir: 'rtl', folder: 'ar', htmlLang: 'ar' },
];

export async function createTestI18n(language: 'en' | 'tr' | 'ar' = 'en'): Promise<I18n> {
  return createI18n({
    language,
    languages: LANGUAGES,
    version: 'test',
    resources: { en: resourcesFor('en'), [language]: resourcesFor(language) },
  });
}

export interface CatalogueDialogsHarness extends RenderWithUiResult {
  /** `useCatalogueDialog()` as a flow gets it. */
  readonly open: OpenCatalogueDialog;
  /** The request wrapper of the app, against the in-process sandbox, its dialogs wired here. */
  readonly client: ApiClient;
  readonly toasts: ToastRequest[];
  readonly i18n: I18n;
}

export async function renderCatalogueDialogs(
  options: {
    language?: 'en' | 'tr' | 'ar';
    editionHosts?: Record<string, readonly string[]>;
  } = {},
): Promise<CatalogueDialogsHarness> {
  const i18n = await createTestI18n(options.language);
  const toasts: ToastRequest[] = [];
  let wrapperOpener: CatalogueDialogOpener = () => {
    throw new Error('The dialog bridge is not connected yet');
  };
  const notify: ErrorNotifier = {
    toast: (toast) => toasts.push(toast),
    dialog: (name: DialogName, data: unknown) => wrapperOpener(name, data),
  };
  const client = createApiClient({
    apiBase: `${window.location.origin}/x-api`,
    platform: 'pc',
    getLang: () => i18n.language,
    getToken: () => null,
    setToken: () => undefined,
    notify,
    getDeviceId: () => '0f8fad5b-d9cb-469f-a165-70867728950e',
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const global = manifests.find((m) => m.id === 'global');
  if (!global) throw new Error('editions/global.json is missing');

  const opened: { current: OpenCatalogueDialog | null } = { current: null };
  function CaptureOpener() {
    opened.current = useCatalogueDialog();
    return null;
  }

  const rendered = renderWithUi(
    <I18nextProvider i18n={i18n}>
      <EditionProvider
        edition={{
          manifest: global,
          environment: environmentSettings.sandbox,
          sites: SANDBOX_SITES,
          editionHosts: options.editionHosts ?? SANDBOX_EDITION_HOSTS,
          features: [],
          languages: LANGUAGES,
        }}
      >
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <DialogServiceProvider>
              <CatalogueDialogBridge
                connect={(open) => {
                  wrapperOpener = open;
                }}
              >
                <CaptureOpener />
              </CatalogueDialogBridge>
            </DialogServiceProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </EditionProvider>
    </I18nextProvider>,
  );
  // Opening a dialog updates the dialog host's state, as a click would inside act().
  const open: OpenCatalogueDialog = (name, data?: CatalogueDialogData) => {
    const openDialog = opened.current;
    if (!openDialog) throw new Error('useCatalogueDialog was not captured');
    let choice: Promise<CatalogueDialogChoice> | undefined;
    act(() => {
      choice = openDialog(name, data);
    });
    return choice as Promise<CatalogueDialogChoice>;
  };
  return { ...rendered, open, client, toasts, i18n };
}
