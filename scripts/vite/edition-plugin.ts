/**
 * Resolves the active edition at build time. The app imports `virtual:edition`; this plugin
 * answers with the validated manifest, the environment settings and static imports of only the
 * features the manifest enables — so a disabled feature's code is never in that edition's bundle.
 * It also serves (dev) and emits (build) the locale files of the edition's languages.
 */
import { createHash } from 'node:crypto';
import { localeFolderExists, localeNamespaceFiles, readLocaleNamespace } from '../lib/locale-files';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { EnvironmentSettings } from '../../src/config/environments';
import {
  htmlLangOf,
  languageCatalog,
  type LanguageCode,
} from '../../src/editions/language-catalog';
import { pseudoLocales } from '../../src/editions/pseudo-locales';
import type { EditionSite } from '../../src/editions/edition-site';
import type { EditionManifest, EnvironmentName } from '../../src/editions/manifest-schema';
import { themeSchema, type ThemeTokens } from '../../src/ui/theme/theme-schema';
import { noFlashScript } from '../../src/ui/color-mode/no-flash-script';
import { deployedManifest, deploymentFor } from '../lib/deployment-settings';
import { loadEditionOrThrow, projectRoot } from '../lib/editions';
import { buildScriptFonts, type EditionScriptFonts } from './script-fonts-build';

const VIRTUAL_ID = 'virtual:edition';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export interface EditionPluginOptions {
  readonly edition: string;
  readonly environment: EnvironmentName;
  readonly root?: string;
  /** Folder of the manifests (tests build throw-away editions from a temporary folder). */
  readonly editionsDir?: string;
}

export interface ResolvedEdition {
  readonly manifest: EditionManifest;
  readonly environment: EnvironmentSettings;
  /** Sandbox/testnet/production hosts of every edition, for redirects between editions. */
  readonly editionHosts: Record<string, readonly string[]>;
  /** Every edition's site: site code, hosts and site-jump role (site jumps, residence prompts). */
  readonly sites: readonly EditionSite[];
  /** `locales/<folder>` folders this edition ships (its languages' folders that exist, plus en). */
  readonly localeFolders: readonly string[];
  readonly localeVersion: string;
  /** The edition's languages with what the client needs about each. */
  readonly languages: readonly EditionLanguage[];
  readonly theme: ThemeTokens;
}

export interface EditionLanguage {
  readonly code: string;
  readonly label: string;
  readonly dir: 'ltr' | 'rtl';
  /** Locale folder the strings come from: English for a language still pending translation. */
  readonly folder: string;
  /** BCP 47 tag for <html lang> and Intl (differs from the code for tr-TUR, ru-KAZ, ...). */
  readonly htmlLang: string;
  /** A pseudo-locale (sandbox builds only): served, never offered in the language picker. */
  readonly pseudo?: true;
  /**
   * Hash of the edition's fonts CSS, `/assets/fonts-<hash>-<htmlLang>.css`, for a language whose
   * script the theme's fonts do not draw everywhere (docs/performance.md, "Fonts per script");
   * set by the edition plugin, not by `resolveEdition`.
   */
  readonly fonts?: string;
}

export async function resolveEdition(options: EditionPluginOptions): Promise<ResolvedEdition> {
  const root = options.root ?? projectRoot;
  const loaded = await loadEditionOrThrow(options.edition, {
    root,
    editionsDir: options.editionsDir,
  });
  // Where each edition is served and with which keys: the sandbox's own settings, or the
  // operator's checked deployment settings (docs/release.md, "Deployment settings").
  const deployment = deploymentFor(options.environment, loaded.all.values(), root);
  const environment = deployment.environment;
  const deployedEdition = deployedManifest(loaded.manifest, options.environment, deployment);
  const all = [...loaded.all.values()].map((m) =>
    deployedManifest(m, options.environment, deployment),
  );
  const editionHosts = Object.fromEntries(all.map((m) => [m.id, m.hosts[options.environment]]));
  const sites = all.map((m) => editionSite(m, options.environment));
  // Sandbox builds also serve the pseudo-locales under their own prefix, to developers and tests
  // only: the language picker does not offer them (docs/editions.md, "Pseudo-locales").
  const pseudo = options.environment === 'sandbox' ? pseudoLocales : [];
  const manifest =
    pseudo.length === 0
      ? deployedEdition
      : {
          ...deployedEdition,
          languages: {
            ...deployedEdition.languages,
            available: [
              ...deployedEdition.languages.available,
              ...pseudo.map((p) => p.code as LanguageCode),
            ],
          },
        };
  const localesDir = path.join(root, 'locales');
  const wanted = new Set<string>(['en']);
  for (const code of deployedEdition.languages.available) {
    wanted.add(languageCatalog[code as LanguageCode].resources);
  }
  for (const p of pseudo) wanted.add(p.folder);
  const localeFolders = [...wanted].filter((f) => localeFolderExists(localesDir, f)).sort();
  const hash = createHash('sha256');
  for (const folder of localeFolders) {
    for (const file of localeNamespaceFiles(localesDir, folder)) {
      hash
        .update(`${folder}/${file}`)
        .update(JSON.stringify(readLocaleNamespace(localesDir, folder, file)));
    }
  }
  const theme = loadTheme(root, manifest.theme);
  const languages = [
    ...deployedEdition.languages.available.map((code): EditionLanguage => {
      const info = languageCatalog[code as LanguageCode];
      const folder = localeFolders.includes(info.resources) ? info.resources : 'en';
      return {
        code,
        label: info.label,
        dir: info.dir,
        folder,
        htmlLang: htmlLangOf(code as LanguageCode),
      };
    }),
    ...pseudo.map((p): EditionLanguage => ({
      code: p.code,
      label: p.label,
      dir: p.dir,
      folder: p.folder,
      htmlLang: p.code,
      pseudo: true,
    })),
  ];
  return {
    manifest,
    environment,
    editionHosts,
    sites,
    localeFolders,
    localeVersion: hash.digest('hex').slice(0, 10),
    languages,
    theme,
  };
}

/** What the other editions' code needs to know of an edition, from its manifest. */
export function editionSite(manifest: EditionManifest, environment: EnvironmentName): EditionSite {
  return {
    edition: manifest.id,
    siteCode: manifest.siteCode,
    hosts: manifest.hosts[environment],
    siteJump: manifest.siteJump,
    residenceRedirectWording: manifest.register.residenceRedirectWording,
  };
}

/** Reads and validates `themes/<name>.json`, naming the file, path and rule on failure. */
export function loadTheme(root: string, name: string): ThemeTokens {
  const file = path.join('themes', `${name}.json`);
  if (!existsSync(path.join(root, file))) throw new Error(`${file}: no such theme file`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  } catch (error) {
    throw new Error(`${file}: is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = themeSchema.safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${file} › ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Theme ${name} is invalid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * The manifest as the bundle carries it: hosts and the widget's allowed hosts of this build's
 * environment only (docs/embedding.md, "Allowed hosts"), so a sandbox bundle names no production
 * host or partner and a release names no sandbox or demo host.
 */
function runtimeManifest(manifest: EditionManifest, environment: EnvironmentName): EditionManifest {
  const none = { sandbox: [], testnet: [], production: [] };
  return {
    ...manifest,
    hosts: { ...none, [environment]: manifest.hosts[environment] },
    embed: {
      allowedHosts: { ...none, [environment]: manifest.embed.allowedHosts[environment] },
    },
  };
}

/** The edition's script fonts (docs/performance.md, "Fonts per script"), its languages' CSS named. */
export async function resolveScriptFonts(
  resolved: ResolvedEdition,
  root: string,
): Promise<{ fonts: EditionScriptFonts; languages: EditionLanguage[] }> {
  const fonts = await buildScriptFonts({
    languages: resolved.languages,
    theme: resolved.theme,
    localesDir: path.join(root, 'locales'),
    cacheDir: path.join(root, 'node_modules/.cache/script-fonts'),
  });
  const languages = resolved.languages.map((language) => {
    const css = fonts.cssByLanguage[language.code];
    return css ? { ...language, fonts: css } : language;
  });
  return { fonts, languages };
}

/**
 * A language as the bundle carries it: `htmlLang` only where it differs from the code and `dir`
 * only for right-to-left (the app reads them with those defaults), which pays for the fonts CSS
 * hashes in the first load (docs/performance.md, "Fonts per script").
 */
export function bundledLanguage(language: EditionLanguage): Partial<EditionLanguage> {
  const { htmlLang, dir, ...rest } = language;
  return {
    ...rest,
    ...(htmlLang === language.code ? {} : { htmlLang }),
    ...(dir === 'ltr' ? {} : { dir }),
  };
}

function virtualModuleSource(resolved: ResolvedEdition, root: string): string {
  const enabled = Object.keys(resolved.manifest.features);
  const imports = enabled.map((id, i) => {
    const dir = path.join(root, 'src/features', id);
    const entry = ['index.ts', 'index.tsx'].find((f) => existsSync(path.join(dir, f)));
    if (!entry) throw new Error(`Feature "${id}" has no src/features/${id}/index.ts(x)`);
    return `import feature${i} from ${JSON.stringify(path.join(dir, entry))};`;
  });
  return [
    ...imports,
    `export const manifest = ${JSON.stringify(runtimeManifest(resolved.manifest, resolved.environment.name))};`,
    `export const environment = ${JSON.stringify(resolved.environment)};`,
    `export const sites = ${JSON.stringify(resolved.sites)};`,
    `export const localeFolders = ${JSON.stringify(resolved.localeFolders)};`,
    `export const localeVersion = ${JSON.stringify(resolved.localeVersion)};`,
    `export const languages = ${JSON.stringify(resolved.languages.map(bundledLanguage))};`,
    `export const theme = ${JSON.stringify(resolved.theme)};`,
    `export const features = [${enabled.map((_, i) => `feature${i}`).join(', ')}];`,
  ].join('\n');
}

export function editionPlugin(options: EditionPluginOptions): Plugin {
  const root = options.root ?? projectRoot;
  let resolved: ResolvedEdition | undefined;
  let fonts: EditionScriptFonts | undefined;
  const resolve = async () => {
    const edition = await resolveEdition(options);
    const withFonts = await resolveScriptFonts(edition, root);
    fonts = withFonts.fonts;
    return { ...edition, languages: withFonts.languages };
  };
  const ensure = async () => (resolved ??= await resolve());

  return {
    name: 'edition',
    async buildStart() {
      // Fail the build first, with the manifest problems, before anything is bundled.
      resolved = await resolve();
      for (const file of ['editions', 'locales', 'themes'])
        this.addWatchFile(path.join(root, file));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return virtualModuleSource(await ensure(), root);
    },
    async transformIndexHtml(html) {
      const { manifest } = await ensure();
      const dir = languageCatalog[manifest.languages.default as LanguageCode].dir;
      return html
        .replace(/<html lang="[^"]*"/, `<html lang="${manifest.languages.default}" dir="${dir}"`)
        .replace('%EDITION_NAME%', manifest.name)
        .replace('<!--color-mode-script-->', `<script>${noFlashScript}</script>`);
    },
    configureServer(server) {
      // The script fonts (docs/performance.md, "Fonts per script"), as the build emits them.
      server.middlewares.use('/assets', (req, res, next) => {
        void ensure().then(() => {
          const file = fonts?.files.find((f) => `/${f.fileName}` === `/assets${req.url ?? ''}`);
          if (!file) return next();
          res.setHeader('content-type', file.fileName.endsWith('.css') ? 'text/css' : 'font/woff2');
          res.end(file.source);
        }, next);
      });
      server.middlewares.use('/locales', (req, res, next) => {
        const match = /^\/([\w-]+)\/([\w-]+)\.json/.exec(req.url ?? '');
        const localesDir = path.join(root, 'locales');
        const file = match ? `${match[2]}.json` : '';
        if (!match || !localeNamespaceFiles(localesDir, match[1]!).includes(file)) return next();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(readLocaleNamespace(localesDir, match[1]!, file)));
      });
    },
    async generateBundle() {
      const { localeFolders } = await ensure();
      for (const file of fonts?.files ?? []) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      }
      const localesDir = path.join(root, 'locales');
      for (const folder of localeFolders) {
        for (const file of localeNamespaceFiles(localesDir, folder)) {
          this.emitFile({
            type: 'asset',
            fileName: `locales/${folder}/${file}`,
            source: `${JSON.stringify(readLocaleNamespace(localesDir, folder, file))}\n`,
          });
        }
      }
    },
  };
}
