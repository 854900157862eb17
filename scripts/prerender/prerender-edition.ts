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
import { pageNamespaces } from '../../src/app/i18n/namespaces';
import { loginScreenLanguage } from '../../src/flows/login/screen/login-language';
import { projectRoot } from '../lib/editions';
import { createViteConfig } from '../vite/create-vite-config';
import { fontsCssFile } from '../vite/script-fonts-build';
import { pageDocument } from './page-document';

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

/**
 * The strings of one language a page needs at first render: its namespaces (pageNamespaces,
 * the list the app itself loads), merged as the build serves them.
 */
export function pageStrings(
  folder: string,
  page: keyof typeof prerenderedPages,
  localesDir: string = path.join(projectRoot, 'locales'),
): Record<string, unknown> {
  const wanted: readonly string[] = pageNamespaces[page];
  return Object.fromEntries(
    localeNamespaceFiles(localesDir, folder)
      .map((file) => file.replace(/\.json$/, ''))
      .filter((ns) => wanted.includes(ns))
      .map((ns) => [ns, readLocaleNamespace(localesDir, folder, `${ns}.json`)]),
  );
}

/**
 * The languages a page is shown in: its own and, on the login page in a language the login
 * screen is not offered in (Dutch), the screen's (login-language.ts). A page carries the strings
 * of these and of no other language.
 */
export function pageLanguages(
  page: keyof typeof prerenderedPages,
  language: string,
  languages: { readonly default: string; readonly available: readonly string[] },
): string[] {
  const screenLanguage = page === 'login' ? loginScreenLanguage(language, languages) : language;
  return [...new Set([language, screenLanguage])];
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
      const resources = Object.fromEntries(
        pageLanguages(page, language, manifest.languages).map((code) => [
          code,
          pageStrings(localeFolderOf(code, languages), page),
        ]),
      );
      const url = `${prefix ? `/${prefix}` : ''}/${page}`;
      const rendered = await entry.prerenderPage({
        url,
        language,
        resources,
        namespaces: pageNamespaces[page],
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
        pageDocument({ template, ...rendered, language, preload, fonts, resources, url }),
      );
      written.push(url);
    }
  }
  rmSync(serverDir, { recursive: true, force: true });
  return written;
}
