/**
 * Prerendering: renders one page of this edition, in one language, to HTML with its critical
 * CSS, at build time (scripts/prerender). No request is made and no session exists here; what
 * depends on the visitor settles after hydration in the browser.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Resource } from 'i18next';
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { environment, languages, localeVersion, manifest, theme } from 'virtual:edition';
import { createApiClient } from '@/api/api-client';
import type { TokenStore } from '@/lib/session-token';
import { createAppSystem } from '@/ui/theme/create-app-system';
import { collectRenderedChunks } from '@/ui/rendered-chunks';
import { App } from './app';
import { builtEdition } from './built-edition';
import { createI18n } from './i18n/create-i18n';
import type { Namespace } from './i18n/namespaces';
import { documentLanguageOf } from './locale/document-language';

export interface PrerenderInput {
  /** Path to render, e.g. `/login` or `/tr-TUR/register`. */
  readonly url: string;
  readonly language: string;
  /** The page's strings: its namespaces, in its language(s) (read from locales/ by the build). */
  readonly resources: Resource;
  /** The page's namespaces (src/app/i18n/namespaces.ts). */
  readonly namespaces: readonly Namespace[];
}

export interface PrerenderedPage {
  readonly appHtml: string;
  /** `<style data-emotion="css …">` with the page's CSS, which the browser's cache adopts. */
  readonly styleTag: string;
  readonly title: string;
  readonly dir: 'ltr' | 'rtl';
  readonly htmlLang: string;
  /** The lazy chunks the page rendered, by name, for the app to load as it starts. */
  readonly chunks: readonly string[];
}

const noSession: TokenStore = { get: () => null, set: () => undefined, clear: () => undefined };

export const edition = { manifest, languages, localeVersion };

export async function prerenderPage(input: PrerenderInput): Promise<PrerenderedPage> {
  // A string looked up outside the page's namespaces would render as its key here and flash as
  // one in the browser until its file arrived: the page's list must be complete, or the build
  // fails (docs/performance.md, "Locale bytes per page").
  const missing = new Set<string>();
  const i18n = await createI18n({
    language: input.language,
    languages,
    version: localeVersion,
    namespaces: input.namespaces,
    resources: input.resources,
    offline: true,
  });
  // Set here rather than in createI18n, which every page's first load carries.
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, ns, key) => missing.add(`${ns}:${key}`);
  // compat: styles are collected in cache.inserted instead of inline <style> tags.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const client = createApiClient({
    apiBase: environment.apiBase,
    platform: 'pc',
    getLang: () => input.language,
    getToken: () => null,
    setToken: () => undefined,
    notify: { toast: () => undefined, dialog: () => undefined },
    fetchImpl: () => Promise.reject(new Error('no requests while prerendering')),
  });

  // A page that fails to render must fail the build, not ship a fallback.
  const errors: unknown[] = [];
  const {
    result: { prelude },
    chunks,
  } = await collectRenderedChunks(() =>
    prerenderToNodeStream(
      <CacheProvider value={cache}>
        <App
          edition={builtEdition}
          i18n={i18n}
          system={createAppSystem(theme)}
          client={client}
          tokens={noSession}
          tracker={{ track: () => undefined }}
          connectDialogs={() => undefined}
          router={(children) => <StaticRouter location={input.url}>{children}</StaticRouter>}
        />
      </CacheProvider>,
      {
        onError: (error) => void errors.push(error),
        // Every boundary inline, where the parser meets it: a larger one would be written after
        // the page and revealed by a script a frame later or more (docs/performance.md,
        // "One frame for the whole form").
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    ),
  );
  if (errors.length > 0) {
    throw new Error(`Prerendering ${input.url} failed: ${String(errors[0])}`, { cause: errors[0] });
  }
  const appHtml = await streamToString(prelude);
  if (missing.size > 0) {
    throw new Error(
      `Prerendering ${input.url} looked up strings its namespaces (${input.namespaces.join(', ')}) do not have: ${[...missing].join(', ')}. Add the namespace to the page's list in src/app/i18n/namespaces.ts, or load the part that uses it on demand.`,
    );
  }

  const ids = Object.keys(cache.inserted);
  const css = Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
  const page = /\/register$|\/sign-up$/.test(input.url) ? 'register' : 'login';
  return {
    appHtml,
    styleTag: `<style data-emotion="css ${ids.join(' ')}">${css}</style>`,
    title: i18n.t(`${page}:pageTitle`),
    ...documentLanguageOf(languages, input.language),
    chunks,
  };
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    stream.pipe(sink);
  });
}
