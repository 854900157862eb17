import { createRoot } from 'react-dom/client';
import {
  editionHosts,
  environment,
  features,
  languages,
  localeVersion,
  manifest,
  theme,
} from 'virtual:edition';
import { localStore } from '@/lib/storage';
import { createTokenStore } from '@/lib/session-token';
import { createAppSystem } from '@/ui/theme/create-app-system';
import { createAppApiClient } from './api/create-app-api-client';
import { createUiErrorNotifier } from './api/ui-error-notifier';
import { App } from './app';
import type { CatalogueDialogOpener } from './dialogs/catalogue-dialog-bridge';
import { createI18n } from './i18n/create-i18n';
import { applyDocumentLanguage, LANGUAGE_STORAGE_KEY } from './locale/document-language';
import { chooseLanguage, splitLocalePath } from './locale/resolve-locale';

async function start() {
  const { language: fromUrl } = splitLocalePath(location.pathname, manifest.languages.available);
  const language = chooseLanguage({
    fromUrl,
    stored: localStore.get(LANGUAGE_STORAGE_KEY),
    available: manifest.languages.available,
    fallback: manifest.languages.default,
  });
  applyDocumentLanguage(language, languages.find((l) => l.code === language)?.dir ?? 'ltr');

  const i18n = await createI18n({ language, languages, version: localeVersion });
  const tokens = createTokenStore(environment.name);
  let openDialog: CatalogueDialogOpener = () => undefined;
  const client = createAppApiClient({
    environment,
    i18n,
    tokens,
    notify: createUiErrorNotifier((name, data) => openDialog(name, data)),
  });

  createRoot(document.getElementById('root')!).render(
    <App
      edition={{ manifest, environment, editionHosts, features, languages }}
      i18n={i18n}
      system={createAppSystem(theme)}
      client={client}
      tokens={tokens}
      connectDialogs={(open) => {
        openDialog = open;
      }}
    />,
  );
}

void start();
