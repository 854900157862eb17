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
import { localeFolderOf } from '../../src/app/i18n/locale-folders';
import { aroundLoginScreenNamespaces, pageNamespaces } from '../../src/app/i18n/namespaces';
import { loginScreenLanguage } from '../../src/flows/login/screen/login-language';
import { projectRoot } from '../lib/editions';
import { createViteConfig } from '../vite/create-vite-config';
import { fontsCssFile } from '../../src/app/locale/fonts-css-file';
import { pageDocument } from './page-document';
import { storedLanguageRedirectScript } from '../../src/app/locale/stored-language-redirect';

/** Pages rendered ahead, and the module whose chunk each needs first. */
export const prerenderedPages = {
  login: 'src/flows/login/screen/login-page.tsx',
  register: 'src/flows/register/register-page.tsx',
} as const;

interface EntryServer {
  prerenderPage(input: {
    url: string;
    language: string;
    resources: unknown;
    namespaces: readonly string[];
  }): Promise<{
    appHtml: string;
    styleTag: string;
    title: string;
    dir: 'ltr' | 'rtl';
    htmlLang: string;
    chunks: readonly string[];
  }>;
  edition: {
    manifest: { languages: { default: string; available: string[] } };
    languages: readonly { code: string; folder: string; fonts?: string }[];
  };
}

function typedEntries<T extends object>(record: T): [keyof T, T[keyof T]][] {
  return Object.entries(record) as [keyof T, T[keyof T]][];
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

/** One language's strings for a page: the namespaces given, merged as the build serves them. */
export function pageStrings(
  folder: string,
  wanted: readonly string[],
  localesDir: string = path.join(projectRoot, 'locales'),
): Record<string, unknown> {
  return Object.fromEntries(
    localeNamespaceFiles(localesDir, folder)
      .map((file) => file.replace(/\.json$/, ''))
      .filter((ns) => wanted.includes(ns))
      .map((ns) => [ns, readLocaleNamespace(localesDir, folder, `${ns}.json`)]),
  );
}

/**
 * The languages a page is shown in, each with the namespaces it needs there (pageNamespaces, the
 * lists the app itself loads): the page's language; on the login page in a language the login
 * screen is not offered in (login-language.ts), the screen's language with the page's list and
 * the page's language with what is around the screen only. A page carries these and no other.
 */
export function pageStringPlan(
  page: keyof typeof prerenderedPages,
  language: string,
  languages: { readonly default: string; readonly available: readonly string[] },
): [language: string, namespaces: readonly string[]][] {
  const screenLanguage = page === 'login' ? loginScreenLanguage(language, languages) : language;
  if (screenLanguage === language) return [[language, pageNamespaces[page]]];
  return [
    [language, aroundLoginScreenNamespaces],
    [screenLanguage, pageNamespaces[page]],
  ];
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
  for (const [page, moduleKey] of typedEntries(prerenderedPages)) {
    const preload = viteManifest[moduleKey] ? staticImportFiles(viteManifest, moduleKey) : [];
    for (const prefix of prefixes) {
      const language = prefix ?? manifest.languages.default;
      const plan = pageStringPlan(page, language, manifest.languages);
      const resources = Object.fromEntries(
        plan.map(([code, wanted]) => [code, pageStrings(localeFolderOf(code, languages), wanted)]),
      );
      const url = `${prefix ? `/${prefix}` : ''}/${page}`;
      const rendered = await entry.prerenderPage({
        url,
        language,
        resources,
        namespaces: [...new Set(plan.flatMap(([, wanted]) => wanted))],
      });
      const fontsHash = languages.find((l) => l.code === language)?.fonts;
      const fontsFile = fontsHash ? fontsCssFile(fontsHash, rendered.htmlLang) : undefined;
      const fonts = fontsFile
        ? { href: `/${fontsFile}`, css: readFileSync(path.join(options.outDir, fontsFile), 'utf8') }
        : undefined;
      const file = path.join(options.outDir, url, 'index.html');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        pageDocument({
          template,
          ...rendered,
          language,
          preload,
          fonts,
          resources,
          url,
          ...(prefix
            ? {}
            : {
                redirectScript: storedLanguageRedirectScript({
                  available: manifest.languages.available,
                  pageLanguage: language,
                  pageUrl: url,
                }),
              }),
        }),
      );
      written.push(url);
    }
  }
  rmSync(serverDir, { recursive: true, force: true });
  return written;
}
