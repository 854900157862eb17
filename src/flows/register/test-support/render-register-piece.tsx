/**
 * Renders one registration piece the way the register page hosts it: the app's Chakra system,
 * English copy of the pieces' namespaces, an edition from the real manifests, the request
 * wrapper against the in-process sandbox, TanStack Query, the dialog service and a router.
 * Shared by the tests of src/flows/register/{referral,residence,ban,exit-intent,promo}.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createApiClient, type ApiClient } from '@/api/api-client';
import { ApiClientProvider } from '@/api/api-client-context';
import type { ErrorNotifier } from '@/api/error-notifier';
import { environmentSettings } from '@/config/environments';
import { EditionProvider, type Edition } from '@/editions/edition-context';
import type { EditionManifest } from '@/editions/manifest-schema';
import { DialogServiceProvider } from '@/ui/dialog-service';
import { renderWithUi, type RenderWithUiResult } from '@/ui/test-utils/render-with-ui';
import commonEn from '../../../../locales/en/common.json';
import registerExtrasEn from '../../../../locales/en/registerExtras.json';
import euManifest from '../../../../editions/eu.json';
import globalManifest from '../../../../editions/global.json';
import turManifest from '../../../../editions/tur.json';
import { SANDBOX_SITES } from '../../../../test/edition-sites';

const manifests = { global: globalManifest, eu: euManifest, tur: turManifest } as const;
export type TestEditionId = keyof typeof manifests;

/** Where the jsdom page lives; the sandbox answers any origin. */
export const TEST_API_BASE = 'http://localhost:3000/x-api';

export function testManifest(id: TestEditionId): EditionManifest {
  // The JSON files are the validated manifests; their string literals widen on import.
  return manifests[id] as unknown as EditionManifest;
}

export function testEdition(id: TestEditionId): Edition {
  return {
    manifest: testManifest(id),
    environment: environmentSettings.sandbox,
    sites: SANDBOX_SITES,
    editionHosts: Object.fromEntries(
      Object.entries(manifests).map(([key, manifest]) => [key, manifest.hosts.sandbox]),
    ),
    features: [],
    languages: [{ code: 'en', label: 'English', dir: 'ltr', folder: 'en', htmlLang: 'en' }],
  };
}

export function testI18n(language = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common', 'registerExtras'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    resources: { en: { common: commonEn, registerExtras: registerExtrasEn } },
    initAsync: false,
  });
  return instance;
}

export function testApiClient(notify: ErrorNotifier): ApiClient {
  return createApiClient({
    apiBase: TEST_API_BASE,
    platform: 'pc',
    getLang: () => 'en',
    getToken: () => null,
    setToken: () => undefined,
    notify,
    getDeviceId: () => '0f8fad5b-d9cb-469f-a165-70867728950e',
  });
}

export interface RenderPieceOptions {
  edition?: TestEditionId;
  /** Initial URL of the router (query string = the landing link). */
  url?: string;
  /** Wraps the piece in a react-hook-form FormProvider (fields read the form context). */
  withForm?: boolean;
  language?: string;
}

export interface RenderPieceResult extends RenderWithUiResult {
  client: ApiClient;
  queryClient: QueryClient;
  /** Toasts and dialogs the request wrapper tried to show. */
  notify: { toast: ReturnType<typeof vi.fn>; dialog: ReturnType<typeof vi.fn> };
  /** The form, when `withForm`. */
  form: () => UseFormReturn;
}

export function renderRegisterPiece(
  piece: ReactElement,
  options: RenderPieceOptions = {},
): RenderPieceResult {
  const notify = { toast: vi.fn(), dialog: vi.fn() };
  const client = testApiClient(notify);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const formHolder: { current: UseFormReturn | null } = { current: null };

  function WithForm({ children }: { children: ReactNode }) {
    const form = useForm({ mode: 'onTouched' });
    formHolder.current = form;
    return (
      <FormProvider {...form}>
        <form noValidate>{children}</form>
      </FormProvider>
    );
  }

  const content = options.withForm ? <WithForm>{piece}</WithForm> : piece;
  const rendered = renderWithUi(
    <I18nextProvider i18n={testI18n(options.language)}>
      <EditionProvider edition={testEdition(options.edition ?? 'global')}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <DialogServiceProvider>
              <MemoryRouter initialEntries={[options.url ?? '/register']}>{content}</MemoryRouter>
            </DialogServiceProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </EditionProvider>
    </I18nextProvider>,
  );
  return {
    ...rendered,
    client,
    queryClient,
    notify,
    form: () => {
      if (!formHolder.current) throw new Error('renderRegisterPiece: pass withForm: true');
      return formHolder.current;
    },
  };
}

/** Calls a sandbox control endpoint (`/x-api/__sandbox/<path>`), as QA would with curl. */
export async function sandboxControl(path: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${TEST_API_BASE}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox control ${path} answered ${response.status}`);
}
