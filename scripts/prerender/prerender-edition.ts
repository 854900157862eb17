/**
 * Prerenders an edition's entry pages (login and register, unprefixed in the default language
 * and under every language prefix) into its dist folder, after the client build. A server
 * build of src/app/entry-server.tsx renders them; see docs/performance.md.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { localeNamespaceFiles, readLocaleNamespace } from '../lib/locale-files';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, mergeConfig } from 'vite';
import type { EnvironmentName } from '../../src/editions/manifest-schema';
import { FALLBACK_LANGUAGE, localeFolderOf } from '../../src/app/i18n/locale-folders';
import { namespaces } from '../../src/app/i18n/namespaces';
import { loginScreenLanguage } from '../../src/flows/login/screen/login-language';
import { projectRoot } from '../lib/editions';
import { createViteConfig } from '../vite/create-vite-config';
import { missingStrings, mergeStrings, type Strings } from './fallback-strings';
import { pageDocument } from './page-document';

/** Pages rendered ahead, and the module whose chunk each needs first. */
export const prerenderedPages = {
  login: 'src/flows/login/screen/login-page.tsx',
  register: 'src/flows/register/register-page.tsx',
} as const;

interface EntryServer {
  prerenderPage(input: { url: string; language: string; resources: unknown }): Promise<{
    appHtml: string;
    styleTag: string;
    title: string;
    dir: 'ltr' | 'rtl';
    htmlLang: string;
  }>;
  edition: {
    manifest: { languages: { default: string; available: string[] } };
    languages: readonly { code: string; folder: string }[];
  };
}

type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

function staticImportFiles(manifest: ViteManifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    manifest[k].imports?.forEach(visit);
  };
  visit(key);
  return [...seen].map((k) => `/${manifest[k]!.file}`);
}

/** A page carries the first-load namespaces only; the others load with their own routes. */
const firstLoadNamespaces: ReadonlySet<string> = new Set(namespaces);

function readLocaleFolder(folder: string): Record<string, unknown> {
  const dir = path.join(projectRoot, 'locales');
  return Object.fromEntries(
    localeNamespaceFiles(dir, folder)
      .filter((f) => firstLoadNamespaces.has(f.replace(/\.json$/, '')))
      .map((f) => [f.replace(/\.json$/, ''), readLocaleNamespace(dir, folder, f)]),
  );
}

export async function prerenderEdition(options: {
  edition: string;
  environment: EnvironmentName;
  outDir: string;
  editionsDir?: string;
}): Promise<string[]> {
  // Inside the project so the server build's bare imports resolve from node_modules; a fresh
  // folder each run because Node caches imported modules by URL for the life of the process.
  const serverDir = path.join(
    projectRoot,
    'node_modules/.cache/prerender',
    `${options.edition}-${process.pid}-${Date.now()}`,
  );
  await build(
    mergeConfig(createViteConfig({ ...options, outDir: serverDir }), {
      build: {
        ssr: 'src/app/entry-server.tsx',
        outDir: serverDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
      },
    }),
  );
  // React and react-dom pick their build from NODE_ENV when first required; both must be the
  // production build (Vite may have left 'development' behind after its build).
  process.env.NODE_ENV = 'production';
  const entry = (await import(
    pathToFileURL(path.join(serverDir, 'entry-server.js')).href
  )) as EntryServer;
  const { manifest, languages } = entry.edition;
  const template = readFileSync(path.join(options.outDir, 'index.html'), 'utf8');
  const viteManifest = JSON.parse(
    readFileSync(path.join(options.outDir, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest;

  const written: string[] = [];
  const prefixes: (string | undefined)[] = [undefined, ...manifest.languages.available];
  for (const [page, moduleKey] of Object.entries(prerenderedPages)) {
    const preload = viteManifest[moduleKey] ? staticImportFiles(viteManifest, moduleKey) : [];
    for (const prefix of prefixes) {
      const language = prefix ?? manifest.languages.default;
      const folderOf = (code: string) => localeFolderOf(code, languages);
      // In the languages the login screen is not offered in (Dutch), it shows another of the
      // edition's languages: the page carries those strings too, or it would prerender keys.
      const screenLanguage =
        page === 'login' ? loginScreenLanguage(language, manifest.languages) : language;
      const resources: Record<string, Strings> = {
        [language]: readLocaleFolder(folderOf(language)),
        [screenLanguage]: readLocaleFolder(folderOf(screenLanguage)),
      };
      const english = readLocaleFolder(folderOf(FALLBACK_LANGUAGE));
      const fallback = Object.entries(resources)
        .filter(([code]) => code !== FALLBACK_LANGUAGE)
        .map(([, strings]) => missingStrings(english, strings))
        .reduce<Strings | undefined>((all, part) => mergeStrings(all, part), undefined);
      if (fallback) resources[FALLBACK_LANGUAGE] = { ...fallback, ...resources[FALLBACK_LANGUAGE] };
      // Every namespace has an English (fallback) bundle, empty when nothing falls back: with one
      // missing, i18next would fetch it before settling its language, and the login screen's
      // instance (use-login-screen-i18n.ts) would hydrate in the page's language for a moment.
      resources[FALLBACK_LANGUAGE] = {
        ...Object.fromEntries(namespaces.map((ns) => [ns, {}])),
        ...resources[FALLBACK_LANGUAGE],
      };
      const url = `${prefix ? `/${prefix}` : ''}/${page}`;
      const rendered = await entry.prerenderPage({ url, language, resources });
      const file = path.join(options.outDir, url, 'index.html');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        pageDocument({ template, ...rendered, language, preload, resources, url }),
      );
      written.push(url);
    }
  }
  rmSync(serverDir, { recursive: true, force: true });
  return written;
}
