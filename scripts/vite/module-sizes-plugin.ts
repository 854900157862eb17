/**
 * Records which modules each output chunk is made of, and how many bytes each module takes in
 * it, so the build report can say *what* makes a page's first load heavy, not only how heavy it
 * is. Written next to Vite's manifest as `.vite/module-sizes.json`.
 */
import type { Plugin } from 'vite';

export const moduleSizesFileName = '.vite/module-sizes.json';

export interface ChunkModules {
  /** Module id (absolute path or virtual id) → length of its code in this chunk. */
  readonly [moduleId: string]: number;
}

/** Output chunk file name (as in Vite's manifest) → its modules. */
export type ModuleSizes = Record<string, ChunkModules>;

export function moduleSizesPlugin(): Plugin {
  return {
    name: 'module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sizes: ModuleSizes = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          // Tree-shaken modules stay listed with no code; they cost nothing.
          if (info.renderedLength > 0) modules[id] = info.renderedLength;
        }
        sizes[output.fileName] = modules;
      }
      this.emitFile({
        type: 'asset',
        fileName: moduleSizesFileName,
        source: `${JSON.stringify(sizes, null, 2)}\n`,
      });
    },
  };
}
