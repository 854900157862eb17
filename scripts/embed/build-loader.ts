/**
 * Builds `embed.js`, the widget loader (src/embed/loader.ts), for one edition and environment:
 * one minified IIFE with the edition's allowed host patterns of that environment baked in, and
 * `embed.d.ts`, the types a host page may use it with. `npm run build` writes both next to the
 * edition's app (dist/<edition>/); the dev server (scripts/vite/embed-loader-plugin.ts) builds
 * them in memory.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import type { EnvironmentName } from '../../src/editions/manifest-schema';
import { deployedManifest, deploymentFor } from '../lib/deployment-settings';
import { loadEditionOrThrow, projectRoot } from '../lib/editions';
import { loaderDeclarations } from './loader-declarations';
import { loaderFileName, loaderTypesFileName } from './loader-files';

export const loaderEntry = path.join(projectRoot, 'src/embed/loader.ts');

export interface LoaderBuildOptions {
  readonly edition: string;
  readonly environment: EnvironmentName;
  /** Where embed.js and embed.d.ts go; not emptied. Needed unless `write` is false. */
  readonly outDir?: string;
  readonly editionsDir?: string;
  /** false: build in memory only (the dev server). Default true. */
  readonly write?: boolean;
}

export interface LoaderBuild {
  /** embed.js */
  readonly code: string;
  /** embed.d.ts */
  readonly types: string;
  /** The host patterns baked in. */
  readonly allowedHosts: readonly string[];
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

function outputsOf(result: Awaited<ReturnType<typeof build>>): Rolldown.RolldownOutput[] {
  if (Array.isArray(result)) return result;
  if ('output' in result) return [result];
  throw new Error('The loader build returned a watcher');
}

export async function buildLoader(options: LoaderBuildOptions): Promise<LoaderBuild> {
  const write = options.write ?? true;
  if (write && !options.outDir) throw new Error('buildLoader: outDir is needed to write');
  const { manifest, all } = await loadEditionOrThrow(options.edition, {
    editionsDir: options.editionsDir,
  });
  const deployment = deploymentFor(options.environment, all.values(), projectRoot);
  const allowedHosts = deployedManifest(manifest, options.environment, deployment).embed
    .allowedHosts[options.environment];
  const result = await build({
    root: projectRoot,
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    define: {
      __EXCHANGE_AUTH_HOSTS__: JSON.stringify(allowedHosts),
      __EXCHANGE_AUTH_VERSION__: JSON.stringify(packageVersion()),
    },
    build: {
      lib: {
        entry: loaderEntry,
        formats: ['iife'],
        // Required for an IIFE; the entry exports nothing, so no global of this name is made.
        name: 'ExchangeAuthLoader',
        fileName: () => loaderFileName,
      },
      outDir: options.outDir ?? path.join(projectRoot, 'dist', options.edition),
      emptyOutDir: false,
      write,
      minify: true,
      target: 'es2020',
      cssCodeSplit: false,
      copyPublicDir: false,
      sourcemap: false,
      reportCompressedSize: false,
    },
  });
  const chunk = outputsOf(result)
    .flatMap((output) => output.output)
    .find((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  if (!chunk) throw new Error(`The loader build of ${options.edition} produced no script`);
  const types = loaderDeclarations();
  if (write) {
    mkdirSync(options.outDir!, { recursive: true });
    writeFileSync(path.join(options.outDir!, loaderTypesFileName), types);
  }
  return { code: chunk.code, types, allowedHosts };
}
