/**
 * Names the modules that make up a page's first load. Rolldown reports each module's length
 * before minification; the gzip bytes of a file are shared out among its modules in proportion
 * to that length. This is an estimate per module, but the shares of a page add up exactly to the
 * page's JS gzip size, so they show where the bytes go.
 */
import path from 'node:path';
import type { ModuleSizes } from '../vite/module-sizes-plugin';

export interface ModuleShare {
  /** Project-relative path, package name for node_modules, or the virtual module's name. */
  readonly module: string;
  /** Length of the module's code in the bundle before minification. */
  readonly rendered: number;
  /** Estimated gzip bytes: the module's share of the gzip size of the file(s) it is in. */
  readonly gzip: number;
}

/**
 * The name a module is reported under: a dependency counts as one package (react-dom,
 * @chakra-ui/react, each @zag-js/* package on its own), a source file by its path from the root.
 */
export function moduleName(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const posix = clean.split(path.sep).join('/');
  const marker = '/node_modules/';
  const at = posix.lastIndexOf(marker);
  if (at >= 0) {
    const parts = posix.slice(at + marker.length).split('/');
    return parts[0]!.startsWith('@') && parts[1] ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (path.isAbsolute(clean)) {
    const relative = path.relative(root, clean);
    if (!relative.startsWith('..')) return relative.split(path.sep).join('/');
  }
  return posix;
}

/** The largest modules of a set of JS files, given each file's gzip size. */
export function topModules(
  files: readonly { readonly file: string; readonly gzip: number }[],
  sizes: ModuleSizes,
  root: string,
  limit: number,
): ModuleShare[] {
  const byName = new Map<string, { rendered: number; gzip: number }>();
  for (const { file, gzip } of files) {
    const modules = Object.entries(sizes[file] ?? {});
    const rendered = modules.reduce((sum, [, length]) => sum + length, 0);
    for (const [id, length] of modules) {
      const name = moduleName(id, root);
      const entry = byName.get(name) ?? { rendered: 0, gzip: 0 };
      entry.rendered += length;
      entry.gzip += rendered > 0 ? (gzip * length) / rendered : 0;
      byName.set(name, entry);
    }
  }
  return [...byName.entries()]
    .map(([module, s]) => ({ module, rendered: s.rendered, gzip: Math.round(s.gzip) }))
    .sort((a, b) => b.gzip - a.gzip || (a.module < b.module ? -1 : 1))
    .slice(0, limit);
}
