/**
 * What a visitor downloads: from Vite's build manifest, the JS and CSS each entry page needs
 * before it works (the entry's static import closure plus the page chunk's), gzip-compressed.
 * Sizes depend only on the built files, so they are deterministic and can be budgeted. Each page
 * also names its largest modules (from the module-sizes plugin), so a budget failure says what grew.
 * The widget loader (embed.js), which host pages load on their own, is measured on its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loaderFileName } from '../embed/loader-files';
import { moduleSizesFileName, type ModuleSizes } from '../vite/module-sizes-plugin';
import { topModules, type ModuleShare } from './module-attribution';
import { resolveStaticFile } from './static-site';

export type { ModuleShare };

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

export interface FileSize {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
}

export interface PageReport {
  readonly js: number;
  readonly css: number;
  readonly total: number;
  readonly files: readonly FileSize[];
  /** The JS modules this page's first load spends most bytes on, largest first. */
  readonly topModules: readonly ModuleShare[];
  /**
   * The HTML document the page's URL is answered with (its prerendered page, else index.html).
   * Not in `total`: inline strings and critical CSS arrive with it, before any script.
   */
  readonly html: FileSize | null;
}

export interface BuildReport {
  readonly edition: string;
  readonly environment: string;
  /** gzip bytes of first-load JS/CSS for each entry page. */
  readonly pages: Record<string, PageReport>;
  /** gzip bytes of every JS/CSS file that is not part of any page's first load. */
  readonly lazy: { readonly js: number; readonly css: number; readonly files: readonly FileSize[] };
  /** The widget loader a host page includes (scripts/embed/build-loader.ts); null if not built. */
  readonly embed: FileSize | null;
  readonly buildMs: number;
}

/** How many modules each page names: enough to see what to cut, short enough to read. */
export const topModulesPerPage = 15;

/**
 * Entry pages: the modules whose chunks a first visit loads besides the app's entry — the route's
 * page component, and for `widget` (the login page in the widget's frame, docs/embedding.md) the
 * frame's own code too.
 */
export const entryPages: Record<
  string,
  { readonly path: string; readonly modules: readonly string[] }
> = {
  login: { path: '/login', modules: ['src/flows/login/screen/login-page.tsx'] },
  register: { path: '/register', modules: ['src/flows/register/register-page.tsx'] },
  widget: {
    path: '/login',
    modules: ['src/flows/login/screen/login-page.tsx', 'src/app/widget/widget-frame-entry.tsx'],
  },
};

function sizeOf(outDir: string, file: string, cache: Map<string, FileSize>): FileSize {
  let size = cache.get(file);
  if (!size) {
    const content = readFileSync(path.join(outDir, file));
    size = { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
    cache.set(file, size);
  }
  return size;
}

/** The document the static server answers `/<page>` with, resolved the way it does. */
function pageDocument(outDir: string, page: string, cache: Map<string, FileSize>): FileSize | null {
  const file = resolveStaticFile(path.resolve(outDir), page);
  if (!file || !existsSync(file)) return null;
  return sizeOf(outDir, path.relative(path.resolve(outDir), file).split(path.sep).join('/'), cache);
}

function staticClosure(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

function readModuleSizes(outDir: string): ModuleSizes {
  const file = path.join(outDir, moduleSizesFileName);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: the Vite config must include moduleSizesPlugin()`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ModuleSizes;
}

export function createBuildReport(input: {
  edition: string;
  environment: string;
  outDir: string;
  buildMs: number;
  /** Project root: module paths in the report are relative to it. */
  root: string;
}): BuildReport {
  const manifest = JSON.parse(
    readFileSync(path.join(input.outDir, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest;
  const moduleSizes = readModuleSizes(input.outDir);
  const cache = new Map<string, FileSize>();
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error(`${input.outDir}: the build manifest has no entry`);

  const pages: Record<string, PageReport> = {};
  const firstLoadFiles = new Set<string>();
  for (const [page, entry] of Object.entries(entryPages)) {
    const keys = [entryKey, ...entry.modules.filter((key) => manifest[key])];
    const files = new Set<string>();
    for (const key of staticClosure(manifest, keys)) {
      const chunk = manifest[key]!;
      files.add(chunk.file);
      chunk.css?.forEach((css) => files.add(css));
    }
    const sizes = [...files].sort().map((f) => sizeOf(input.outDir, f, cache));
    sizes.forEach((s) => firstLoadFiles.add(s.file));
    const jsFiles = sizes.filter((s) => s.file.endsWith('.js'));
    const js = jsFiles.reduce((a, s) => a + s.gzip, 0);
    const css = sizes.filter((s) => s.file.endsWith('.css')).reduce((a, s) => a + s.gzip, 0);
    pages[page] = {
      js,
      css,
      total: js + css,
      files: sizes,
      topModules: topModules(jsFiles, moduleSizes, input.root, topModulesPerPage),
      html: pageDocument(input.outDir, entry.path, cache),
    };
  }

  const lazyFiles = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const f of [chunk.file, ...(chunk.css ?? [])]) {
      if (/\.(js|css)$/.test(f) && !firstLoadFiles.has(f)) lazyFiles.add(f);
    }
  }
  const lazy = [...lazyFiles].sort().map((f) => sizeOf(input.outDir, f, cache));
  const embed = existsSync(path.join(input.outDir, loaderFileName))
    ? sizeOf(input.outDir, loaderFileName, cache)
    : null;
  return {
    edition: input.edition,
    environment: input.environment,
    pages,
    lazy: {
      js: lazy.filter((s) => s.file.endsWith('.js')).reduce((a, s) => a + s.gzip, 0),
      css: lazy.filter((s) => s.file.endsWith('.css')).reduce((a, s) => a + s.gzip, 0),
      files: lazy,
    },
    embed,
    buildMs: input.buildMs,
  };
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
