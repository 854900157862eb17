/**
 * The one component-test harness (docs/architecture.md, "Tests"): the real `App` with its
 * providers, manifest, features, strings and request wrapper, at a URL in a memory router,
 * against the in-process sandbox of test/setup.ts. Per render: the edition, the language, the
 * URL, the sandbox's state, and stand-ins for the few services jsdom cannot run or a test must
 * answer. It renders the app's routes, or any element inside the providers (a piece of a screen,
 * a hook).
 */
import { QueryClient } from '@tanstack/react-query';
import { createQueryRuntime } from '@/sign-in/query/query-runtime';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resource } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import WidgetFrameRoot, { type AppWidget } from '../../src/app/widget/widget-frame-root';
import { afterEach, vi, type Mock } from 'vitest';
import type { DialogName } from '../../src/api/error-catalogue';
import type { ErrorNotifier, ToastRequest } from '../../src/api/error-notifier';
import { createAppApiClient } from '../../src/app/api/create-app-api-client';
import { createUiErrorNotifier } from '../../src/app/api/ui-error-notifier';
import { App, type AppProps } from '../../src/app/app';
import type { AppTestSeams } from '../../src/app/app-test-seams';
import type { CatalogueDialogOpener } from '../../src/app/dialogs/catalogue-dialog-bridge';
import { createI18n } from '../../src/app/i18n/create-i18n';
import {
  forgetLanguage,
  rememberLanguage,
  storedLanguage,
} from '../../src/app/locale/language-choice';
import { chooseLanguage, splitLocalePath } from '../../src/app/locale/resolve-locale';
import { AppRoutes } from '../../src/app/routes/app-routes';
import type { Edition } from '../../src/editions/edition-context';
import { editionHostsOf } from '../../src/editions/edition-site';
import type { LoadScript } from '../../src/flows/verification/captcha/script-loader';
import type { TokenStore } from '../../src/lib/session-token';
import type { Tracker } from '../../src/lib/tracking';
import {
  addFailureRule,
  type FailureRequest,
  type SandboxState,
  type SandboxVisitorOverride,
} from '../../src/sandbox';
import type {
  CatalogueDialogChoice,
  CatalogueDialogData,
} from '../../src/sign-in/contracts/catalogue-dialogs';
import type { VerificationServices } from '../../src/sign-in/contracts/verification';
import { chunkLoadsUnderWay } from '../../src/ui/lazy-with-timeout';
import { currentSandbox, resetSandbox } from '../sandbox-server';
import { editionInputs, localeFolder } from './app-inputs';
import { TEST_API_BASE, verificationStandIn } from './verification-stand-in';

/** The sandbox a render starts from: fresh fixtures, then these. */
export interface SandboxSetup {
  /** Who the visitor is (country, is_visible, is_login, ip), as `/x-api/__sandbox/visitor` sets it. */
  readonly visitor?: SandboxVisitorOverride;
  /** The next calls that fail, as `POST /x-api/__sandbox/fail` takes them. */
  readonly fail?: readonly FailureRequest[];
  /** Anything else on the state (an account, a switch). */
  readonly setUp?: (state: SandboxState) => void;
}

export type AnswerCatalogueDialog = (
  name: DialogName,
  data?: CatalogueDialogData,
) => CatalogueDialogChoice | Promise<CatalogueDialogChoice>;

export interface RenderAppOptions {
  /** editions/<id>.json; global by default. */
  readonly edition?: string;
  /** Where the memory router starts; /login by default. */
  readonly url?: string;
  /**
   * The visitor's language: the i18n language, and the stored choice the app reads when the URL
   * has no locale prefix (a prefix wins, as in the browser). The edition's default otherwise.
   */
  readonly language?: string;
  /**
   * The locale folder every language reads its strings from instead of its own: `'en'` keeps
   * English copy under a Turkish language code.
   */
  readonly strings?: string;
  /** Rendered inside the providers and the router instead of the app's routes. */
  readonly element?: ReactElement;
  /**
   * Route patterns answered by a stand-in instead of the app's page (`{ '/login': <p/> }`), for a
   * test that only needs to see the visitor got there. The app's routes answer the rest.
   */
  readonly stubRoutes?: Readonly<Record<string, ReactNode>>;
  /** Fresh sandbox fixtures set up this way; without it the sandbox is left as the test has it. */
  readonly sandbox?: SandboxSetup;
  /** A session token already stored (a signed-in visitor); none by default. */
  readonly session?: string;
  /**
   * The verification services flows get. By default the stand-in (verification-stand-in.ts),
   * with any service given here in its place; `'app'` for the app's own host.
   */
  readonly verification?: 'app' | Partial<VerificationServices>;
  /** How the app's verification host loads provider scripts (test/captcha-stand-ins.ts). */
  readonly loadScript?: LoadScript;
  /** Answers the dialogs flows open by name, instead of the app's dialogs. */
  readonly catalogueDialog?: AnswerCatalogueDialog;
  /** Parts of the resolved edition to replace (a feature's stand-in, no hosts for the others). */
  readonly editionOverrides?: Partial<Pick<Edition, 'features' | 'editionHosts' | 'sites'>>;
  /** Also receives every tracked event. */
  readonly track?: Tracker['track'];
  readonly onError?: AppProps['onError'];
  /** The page as the widget's frame (src/app/widget), with a bridge the test records. */
  readonly widget?: AppWidget;
}

export type VerificationSpies = {
  readonly [K in keyof VerificationServices]: Mock<VerificationServices[K]>;
};
export type NotifierSpies = { readonly [K in keyof ErrorNotifier]: Mock<ErrorNotifier[K]> };

export interface TrackedEvent {
  readonly event: string;
  readonly data: Readonly<Record<string, unknown>> | undefined;
}

export interface RenderedApp extends RenderResult {
  readonly user: ReturnType<typeof userEvent.setup>;
  readonly edition: Edition;
  readonly manifest: Edition['manifest'];
  readonly i18n: Awaited<ReturnType<typeof createI18n>>;
  readonly client: ReturnType<typeof createAppApiClient>;
  readonly queryClient: QueryClient;
  /** The session token store (in memory, per render). */
  readonly tokens: TokenStore;
  /** The sandbox state the handlers serve. */
  readonly sandbox: SandboxState;
  /** The app's tracker, and what it was given, in order. */
  readonly track: Mock<Tracker['track']>;
  readonly tracked: TrackedEvent[];
  /** The request wrapper's notifier; what it shows is still shown as in the app. */
  readonly notify: NotifierSpies;
  readonly toasts: ToastRequest[];
  /** The dialogs the request wrapper opened by itself (31020, 40004). */
  readonly wrapperDialogs: DialogName[];
  /** The dialogs flows asked for through `useCatalogueDialog()`, in order. */
  readonly catalogue: { name: DialogName; data: CatalogueDialogData | undefined }[];
  /** The verification services flows get (stand-ins or the app's), as spies. */
  readonly verification: VerificationSpies;
}

/** What a render changed outside its own tree, put back after each test. */
const restores: (() => void)[] = [];
afterEach(async () => {
  // Unmounted first, so that what follows updates no mounted app.
  cleanup();
  for (const restore of restores.splice(0).reverse()) restore();
  // The toast queue is the page's, not the render's: a test's toasts must not reach the next.
  const { toaster } = await import('../../src/ui/toaster');
  toaster.remove();
});

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

function setUpSandbox(setup: SandboxSetup | undefined): SandboxState {
  if (!setup) return currentSandbox();
  const state = resetSandbox();
  if (setup.visitor) state.settings.visitor = setup.visitor;
  for (const failure of setup.fail ?? []) addFailureRule(state, failure);
  setup.setUp?.(state);
  return state;
}

/**
 * Waits, as a visitor does, for the lazy chunks the first render asked for (routes, panels,
 * slots) and for what those ask for in turn. Promises only, no timers: fake timers stay still.
 */
async function settleChunks(): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const loads = chunkLoadsUnderWay();
    if (loads.length === 0) return;
    await act(async () => {
      await Promise.allSettled(loads);
    });
  }
}

/**
 * The language the app starts in, as src/app/main.tsx picks it (the URL's, else the stored
 * choice, else the edition's default); `language` is stored as the visitor's choice.
 */
function startLanguage(url: string, language: string | undefined, manifest: Edition['manifest']) {
  const { available } = manifest.languages;
  const fromUrl = splitLocalePath(
    new URL(url, window.location.origin).pathname,
    available,
  ).language;
  if (language && !fromUrl) {
    const stored = storedLanguage();
    rememberLanguage(language);
    restores.push(() => (stored === null ? forgetLanguage() : rememberLanguage(stored)));
  }
  const { lang, dir } = document.documentElement;
  restores.push(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
  });
  return (
    fromUrl ??
    language ??
    chooseLanguage({
      fromUrl,
      stored: storedLanguage(),
      available,
      fallback: manifest.languages.default,
    })
  );
}

/**
 * Spies on the verification services flows get, and the seam that gives them: the stand-in with
 * `given` in its place, or the app's host.
 */
function verificationSeam(given: RenderAppOptions['verification']) {
  const mine = given === 'app' ? undefined : { ...verificationStandIn(), ...given };
  let services: VerificationServices | undefined;
  const current = (): VerificationServices => {
    if (!services) throw new Error('the verification services are not mounted');
    return services;
  };
  const spies: VerificationSpies = {
    runCaptcha: vi.fn<VerificationServices['runCaptcha']>((request) =>
      current().runCaptcha(request),
    ),
    showSecurityNotice: vi.fn<VerificationServices['showSecurityNotice']>((type, data) =>
      current().showSecurityNotice(type, data),
    ),
    runRiskStep: vi.fn<VerificationServices['runRiskStep']>((request) =>
      current().runRiskStep(request),
    ),
  };
  const seam = (host: VerificationServices): VerificationServices => {
    services = mine ?? host;
    return spies;
  };
  return { spies, seam };
}

/** What the router shows: the element, the routes with some stubbed, or (undefined) the app's. */
function routerContent(options: RenderAppOptions): ReactNode {
  if (options.element) return <div data-harness-element>{options.element}</div>;
  if (!options.stubRoutes) return undefined;
  return (
    <Routes>
      {Object.entries(options.stubRoutes).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<AppRoutes />} />
    </Routes>
  );
}

export async function renderApp(options: RenderAppOptions = {}): Promise<RenderedApp> {
  const { resolved, features, system } = await editionInputs(options.edition ?? 'global');
  const { manifest, languages } = resolved;
  const url = options.url ?? '/login';
  const language = startLanguage(url, options.language, manifest);
  const folderOf = (code: string) =>
    options.strings ?? languages.find((l) => l.code === code)?.folder ?? 'en';
  const resources: Resource = { en: localeFolder(options.strings ?? 'en') };
  for (const code of new Set([language, ...manifest.languages.available])) {
    resources[code] = localeFolder(folderOf(code));
  }
  const i18n = await createI18n({ language, languages, version: 'test', resources, offline: true });

  const sandbox = setUpSandbox(options.sandbox);
  const tokens = memoryTokens(options.session ?? null);
  const tracked: TrackedEvent[] = [];
  const track = vi.fn<Tracker['track']>((event, data) => {
    tracked.push({ event, data });
    options.track?.(event, data);
  });
  let openDialog: CatalogueDialogOpener = () => undefined;
  const shown = createUiErrorNotifier((name, data) => openDialog(name, data));
  const toasts: ToastRequest[] = [];
  const wrapperDialogs: DialogName[] = [];
  const notify: NotifierSpies = {
    toast: vi.fn<ErrorNotifier['toast']>((toast) => {
      toasts.push(toast);
      shown.toast(toast);
    }),
    dialog: vi.fn<ErrorNotifier['dialog']>((name, data) => {
      wrapperDialogs.push(name);
      shown.dialog(name, data);
    }),
  };
  const edition: Edition = {
    manifest,
    environment: resolved.environment,
    editionHosts: editionHostsOf(resolved.sites),
    sites: resolved.sites,
    features,
    languages,
    ...options.editionOverrides,
  };
  const client = createAppApiClient({
    // Node's fetch takes no relative address; the sandbox answers on any origin.
    environment: { ...edition.environment, apiBase: TEST_API_BASE },
    i18n,
    tokens,
    notify,
  });
  const queryClient = new QueryClient({
    // No retries: a failure a test sets up shows at once.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const verification = verificationSeam(options.verification);
  const catalogue: RenderedApp['catalogue'] = [];
  const answer = options.catalogueDialog;
  const content = routerContent(options);
  const testing: AppTestSeams = {
    queryRuntime: createQueryRuntime(queryClient),
    ...(content === undefined ? {} : { content }),
    ...(options.loadScript ? { loadScript: options.loadScript } : {}),
    verification: verification.seam,
    catalogueDialog: (app) => async (name, data) => {
      catalogue.push({ name, data });
      return answer ? answer(name, data) : app(name, data);
    },
  };

  const user = userEvent.setup();
  const view = render(
    <App
      edition={edition}
      i18n={i18n}
      system={system}
      client={client}
      tokens={tokens}
      tracker={{ track }}
      onError={options.onError}
      connectDialogs={(open) => {
        openDialog = open;
      }}
      router={(children) => (
        <MemoryRouter initialEntries={[url]}>
          {options.widget ? (
            <WidgetFrameRoot widget={options.widget}>{children}</WidgetFrameRoot>
          ) : (
            children
          )}
        </MemoryRouter>
      )}
      testing={testing}
    />,
  );
  await settleChunks();
  return {
    ...view,
    // An element's own box, so that "renders nothing" is about the element.
    container:
      (options.element && view.container.querySelector<HTMLElement>('[data-harness-element]')) ||
      view.container,
    user,
    edition,
    manifest,
    i18n,
    client,
    queryClient,
    tokens,
    sandbox,
    track,
    tracked,
    notify,
    toasts,
    wrapperDialogs,
    catalogue,
    verification: verification.spies,
  };
}

/** Renders `hook` inside the app's providers; `result.current` is its latest value. */
export async function renderAppHook<T>(
  hook: () => T,
  options: Omit<RenderAppOptions, 'element' | 'stubRoutes'> = {},
): Promise<RenderedApp & { readonly result: { readonly current: T } }> {
  const result = { current: undefined as T };
  function HookProbe() {
    result.current = hook();
    return null;
  }
  const view = await renderApp({ ...options, element: <HookProbe /> });
  return { ...view, result };
}

/**
 * `fn`, called inside act(): for a service a test calls outside an event that changes what the
 * app shows (opening a dialog).
 */
export function inAct<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    let value: { result: R } | undefined;
    act(() => {
      value = { result: fn(...args) };
    });
    return (value as { result: R }).result;
  };
}
