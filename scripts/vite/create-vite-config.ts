import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import type { EnvironmentName } from '../../src/editions/manifest-schema';
import { projectRoot } from '../lib/editions';
import { editionPlugin } from './edition-plugin';
import { embedLoaderPlugin } from './embed-loader-plugin';
import { moduleSizesPlugin } from './module-sizes-plugin';
import { pureAnatomyPlugin } from './pure-anatomy-plugin';
import { lazyChakraGlobalPlugin } from './lazy-chakra-global-plugin';

export interface EditionBuildOptions {
  readonly edition: string;
  readonly environment: EnvironmentName;
  readonly outDir?: string;
  readonly editionsDir?: string;
  /** Port of the sandbox API server the dev server proxies /x-api to. */
  readonly sandboxPort?: number;
}

/** The one Vite configuration, for dev, build, tests and the per-edition build script. */
/**
 * Lazy chunks whose imports are not preloaded with them (docs/performance.md, "Preload lists"):
 * those reached only inside a widget frame or a modal (docs/embedding.md), and the dialogs a
 * flow opens on an error or a rare branch. Each preload list sits in the chunk that imports the
 * lazy one, so on the first load of every page; a dialog that opens pays one round trip more.
 */
const NOT_PRELOADED =
  /(?:^|\/)(?:widget-frame-entry|third-party-page|login-modal|register-modal|[\w-]+-dialog)-[\w-]+\.js$/;

export function createViteConfig(options: EditionBuildOptions): InlineConfig {
  return {
    root: projectRoot,
    configFile: false,
    publicDir: path.join(projectRoot, 'public'),
    resolve: {
      alias: [
        { find: '@', replacement: path.join(projectRoot, 'src') },
        // React 19 has useSyncExternalStore; react-i18next's shim for older Reacts is dead weight.
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: path.join(projectRoot, 'src/lib/use-sync-external-store.ts'),
        },
      ],
    },
    // Sandbox builds alone route the stand-ins for the exchange's pages (src/app/build-flags.d.ts).
    define: { __SANDBOX_STAND_INS__: JSON.stringify(options.environment === 'sandbox') },
    plugins: [
      react(),
      editionPlugin({
        edition: options.edition,
        environment: options.environment,
        editionsDir: options.editionsDir,
      }),
      moduleSizesPlugin(),
      pureAnatomyPlugin(),
      lazyChakraGlobalPlugin(),
      // Dev server only (apply: 'serve'): /embed.js and /embed.d.ts, built in memory.
      embedLoaderPlugin({
        edition: options.edition,
        environment: options.environment,
        editionsDir: options.editionsDir,
      }),
    ],
    server: {
      proxy: {
        '/x-api': `http://127.0.0.1:${options.sandboxPort ?? 4010}`,
        '/sandbox-scripts': `http://127.0.0.1:${options.sandboxPort ?? 4010}`,
        // The stand-in OAuth client (docs/sandbox.md, "OAuth clients").
        '/oauth/client': `http://127.0.0.1:${options.sandboxPort ?? 4010}`,
        '/oauth/callback': `http://127.0.0.1:${options.sandboxPort ?? 4010}`,
        // The widget's demo host page (docs/embedding.md, "Demo host page"). It keeps the Host the
        // visitor used (127.0.0.1:5173), from which it picks the edition to embed (localhost:5173).
        '/embed/demo': {
          target: `http://127.0.0.1:${options.sandboxPort ?? 4010}`,
          changeOrigin: false,
        },
        // The Telegram mini app launch page (docs/sandbox.md, "The Telegram mini app"): it keeps
        // the Host too, so the frame and the avatars' photo_url are on the dev server's origin.
        '/mini-app/launch': {
          target: `http://127.0.0.1:${options.sandboxPort ?? 4010}`,
          changeOrigin: false,
        },
      },
    },
    build: {
      outDir: options.outDir ?? path.join(projectRoot, 'dist', options.edition),
      emptyOutDir: true,
      manifest: true,
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 1024,
      modulePreload: {
        resolveDependencies: (file, deps) => (NOT_PRELOADED.test(file) ? [] : deps),
      },
      rollupOptions: {
        // Everything the entry imports statically in one chunk: split along the lazy chunks that
        // share it, it was about 40 files, and a page's preloads of them took the main thread
        // 70 ms before it parsed the form (docs/performance.md, "One frame for the whole form").
        output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
        // Chakra's theme module builds its full default config (every recipe) with a
        // defineConfig() call at load time; declaring the call pure lets the bundler drop it, so
        // only the recipes we import (src/ui/theme/app-recipes.ts) are shipped.
        treeshake: {
          manualPureFunctions: [
            'defineConfig',
            'defineSlotRecipe',
            'defineRecipe',
            'createAnatomy',
          ],
          // CommonJS packages that only define functions, but do not say so in package.json:
          // Emotion imports hoist-non-react-statics (and with it react-is) for withTheme, which
          // nothing here uses; declared free of side effects, both drop out of the bundle.
          moduleSideEffects: (id: string) =>
            !/node_modules\/(hoist-non-react-statics|react-is)\//.test(id),
        },
      },
    },
    logLevel: 'warn',
  };
}
