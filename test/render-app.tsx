/**
 * Renders the whole app for one edition at one URL in jsdom, against the in-process sandbox:
 * the same providers, manifest, features, strings and request wrapper as the browser, with a
 * memory router. Component tests of screens start here.
 */
import { render } from '@testing-library/react';
import type { ResourceLanguage } from 'i18next';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import { resolveEdition } from '../scripts/vite/edition-plugin';
import { createAppApiClient } from '../src/app/api/create-app-api-client';
import { createUiErrorNotifier } from '../src/app/api/ui-error-notifier';
import { App, type AppProps } from '../src/app/app';
import type { CatalogueDialogOpener } from '../src/app/dialogs/catalogue-dialog-bridge';
import { createI18n } from '../src/app/i18n/create-i18n';
import type { FeatureModule } from '../src/editions/feature-module';
import { createTokenStore } from '../src/lib/session-token';
import type { Tracker } from '../src/lib/tracking';
import { createAppSystem } from '../src/ui/theme/create-app-system';

const root = path.resolve(import.meta.dirname, '..');

function readLocaleFolder(folder: string): ResourceLanguage {
  const dir = path.join(root, 'locales', folder);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]),
  );
}

export async function renderApp(
  options: {
    edition?: string;
    url?: string;
    language?: string;
    /** Receives every tracked event (the app's boundaries report through it too). */
    track?: Tracker['track'];
    onError?: AppProps['onError'];
  } = {},
) {
  const resolved = await resolveEdition({
    edition: options.edition ?? 'global',
    environment: 'sandbox',
  });
  const { manifest, languages } = resolved;
  const language = options.language ?? manifest.languages.default;
  const features: FeatureModule[] = [];
  for (const id of Object.keys(manifest.features)) {
    const mod = (await import(`../src/features/${id}/index.tsx`)) as { default: FeatureModule };
    features.push(mod.default);
  }
  const folder = languages.find((l) => l.code === language)?.folder ?? 'en';
  const i18n = await createI18n({
    language,
    languages,
    version: 'test',
    resources: { [language]: readLocaleFolder(folder), en: readLocaleFolder('en') },
    offline: true,
  });
  const tokens = createTokenStore('sandbox');
  let openDialog: CatalogueDialogOpener = () => undefined;
  // jsdom has no base for relative fetches; the sandbox answers on any origin.
  const environment = { ...resolved.environment, apiBase: `${window.location.origin}/x-api` };
  const client = createAppApiClient({
    environment,
    i18n,
    tokens,
    notify: createUiErrorNotifier((name, data) => openDialog(name, data)),
  });
  const user = userEvent.setup();
  const view = render(
    <App
      edition={{
        manifest,
        environment,
        editionHosts: resolved.editionHosts,
        sites: resolved.sites,
        features,
        languages,
      }}
      i18n={i18n}
      system={createAppSystem(resolved.theme)}
      client={client}
      tokens={tokens}
      tracker={{ track: options.track ?? (() => undefined) }}
      onError={options.onError}
      connectDialogs={(open) => {
        openDialog = open;
      }}
      router={(children) => (
        <MemoryRouter initialEntries={[options.url ?? '/login']}>{children}</MemoryRouter>
      )}
    />,
  );
  return { ...view, user, tokens, manifest, i18n };
}
