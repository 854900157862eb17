import type { Resource } from 'i18next';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { environment, languages, localeVersion, manifest, theme } from 'virtual:edition';
import { createTokenStore } from '@/lib/session-token';
import { captureHandoff } from '@/ui/prerender-handoff';
import { systemForPage } from '@/ui/theme/prerendered-global-styles';
import { nextTask } from '@/lib/next-task';
import { preloadChunks } from '@/ui/rendered-chunks';
import { appIdFor } from '@/lib/tracking/app-id';
import { deferredTracker } from '@/lib/tracking/deferred-tracker';
import { createAppSystem } from '@/ui/theme/create-app-system';
import { createAppApiClient } from './api/create-app-api-client';
import { createUiErrorNotifier } from './api/ui-error-notifier';
import { App } from './app';
import { builtEdition } from './built-edition';
import type { CatalogueDialogOpener } from './dialogs/catalogue-dialog-bridge';
import { createI18n } from './i18n/create-i18n';
import { namespacesOfPage, type Namespace } from './i18n/namespaces';
import { pageNameAt } from './routes/app-routes';
import { isOAuthIframe, oauthTmpLoginId } from './oauth-iframe';
import { applyDocumentLanguage, documentLanguageOf } from './locale/document-language';
import { storedLanguage } from './locale/language-choice';
import { chooseLanguage, splitLocalePath } from './locale/resolve-locale';
import { FRAME_ID_PARAM } from '@/embed/frame-id-param';
import { mayBeMiniApp } from '@/sign-in/browser/mini-app-hint';

/** The strings a prerendered page carries for its own language, if any. */
function inlineResources(language: string, root: HTMLElement): Resource | undefined {
  if (root.dataset.prerendered !== language) return undefined;
  const script = document.getElementById('i18n-resources');
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as Resource) : undefined;
  } catch {
    return undefined;
  }
}

async function start() {
  // The modules have just been evaluated in one task; what start() does runs in tasks of its own
  // (docs/performance.md, "Hydration").
  await nextTask();
  const root = document.getElementById('root')!;
  // The lazy parts the prerendered page shows start loading now, while the rest starts, so that
  // hydration finds them loaded (src/ui/rendered-chunks.ts); it does not wait for them.
  void preloadChunks((root.dataset.chunks ?? '').split(' ').filter(Boolean));
  const { language: fromUrl, rest } = splitLocalePath(
    location.pathname,
    manifest.languages.available,
  );
  // Inside Telegram's mini app (docs/mini-app.md) its code reads the launch before anything.
  const miniAppStart = mayBeMiniApp()
    ? (await import('./mini-app/mini-app-entry')).prepareMiniApp(manifest.languages.available)
    : undefined;
  const language = chooseLanguage({
    fromUrl,
    fromChatApp: miniAppStart?.language,
    stored: storedLanguage(),
    available: manifest.languages.available,
    fallback: manifest.languages.default,
  });
  applyDocumentLanguage(documentLanguageOf(languages, language));

  const resources = inlineResources(language, root);
  // The page's namespaces in the visitor's language, and nothing else (namespaces.ts).
  const i18n = await createI18n({
    language,
    languages,
    version: localeVersion,
    // A prerendered page's are those it carries (fewer around a login screen in another language).
    namespaces: resources
      ? (Object.keys(resources[language] ?? {}) as Namespace[])
      : namespacesOfPage(pageNameAt(rest) ?? ''),
    resources,
  });
  await nextTask();
  const inOAuthIframe = isOAuthIframe();
  // Only a widget frame (docs/embedding.md) loads the widget's code.
  const widget = new URLSearchParams(location.search).has(FRAME_ID_PARAM)
    ? (await import('./widget/widget-frame-entry')).startWidget()
    : undefined;
  // A cross-site host page: the token stays with the frame, as in OAuth iframe mode
  // (docs/embedding.md, "Session and cookies").
  // A prerendered page carries Chakra's global styles already (prerendered-global-styles.ts).
  const system = systemForPage(createAppSystem(theme), root.dataset.prerendered !== undefined);
  const miniApp = miniAppStart?.start(system);
  const tokens = createTokenStore(environment.name, inOAuthIframe || widget?.frameStorage === true);
  let openDialog: CatalogueDialogOpener = () => undefined;
  // The tracker's code loads with the first event (deferred-tracker.ts).
  const loadedAt = Date.now();
  const tracker = deferredTracker({
    load: () =>
      import('@/lib/tracking/create-tracker').then(({ createTracker }) =>
        createTracker({
          metricsUrl: environment.analytics.metricsUrl,
          appId: appIdFor(location.hostname, environment.analytics.appIds),
          loadedAt,
        }),
      ),
    onError: (error) => console.warn('Tracking events dropped: the tracker did not load', error),
  });
  const client = createAppApiClient({
    environment,
    i18n,
    tokens,
    platform: miniApp?.platform,
    track: tracker.track,
    oauthTmpLoginId: () => (inOAuthIframe ? oauthTmpLoginId(location.search) : null),
    notify: createUiErrorNotifier((name, data) => openDialog(name, data)),
  });

  await nextTask();
  const app = (
    <App
      edition={builtEdition}
      i18n={i18n}
      system={system}
      client={client}
      tokens={tokens}
      tracker={tracker}
      connectDialogs={(open) => {
        openDialog = open;
      }}
      router={(children) => (
        <BrowserRouter>
          {widget ? widget.wrap(children) : miniApp ? miniApp.wrap(children) : children}
        </BrowserRouter>
      )}
      onError={widget?.onError}
    />
  );
  // Hydrate only what was prerendered for exactly this URL and language: a query (campaign
  // links, modal mode) or another stored language changes the page, so it renders afresh,
  // handing over whatever the visitor typed into the prerendered form meanwhile.
  const path = location.pathname.replace(/(.)\/$/, '$1');
  if (resources && root.dataset.prerenderedUrl === path && location.search === '') {
    // As a transition, React hydrates in slices and lets the browser answer input in between
    // (docs/performance.md, "Hydration"); the prerendered form works meanwhile.
    startTransition(() => {
      hydrateRoot(root, app, {
        // A mismatch makes React render the page afresh: the visitor sees no error, but it undoes
        // what prerendering is for, so it is reported (with where it happened) to be fixed.
        onRecoverableError: (error, info) => {
          tracker.track('hydrationMismatch', {
            message: error instanceof Error ? error.message : String(error),
            componentStack: info.componentStack ?? '',
          });
          console.error(error, info.componentStack);
        },
      });
    });
  } else {
    if (root.dataset.prerendered) captureHandoff(root);
    createRoot(root).render(app);
  }
}

void start();
