/**
 * Dev server only: answers `/embed.js` and `/embed.d.ts` the way a build ships them, built in
 * memory by the same function (scripts/embed/build-loader.ts) for the served edition and
 * environment. The build is kept until a file it is made of changes: the loader's sources
 * (src/embed, src/lib/origin-pattern.ts) or the manifests (their allowed hosts).
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import type { EnvironmentName } from '../../src/editions/manifest-schema';
import type { LoaderBuild } from '../embed/build-loader';
import { loaderFileName, loaderTypesFileName } from '../embed/loader-files';
import { projectRoot } from '../lib/editions';

export interface EmbedLoaderPluginOptions {
  readonly edition: string;
  readonly environment: EnvironmentName;
  readonly editionsDir?: string;
}

const answers: Record<string, { part: 'code' | 'types'; type: string }> = {
  [`/${loaderFileName}`]: { part: 'code', type: 'text/javascript; charset=utf-8' },
  [`/${loaderTypesFileName}`]: { part: 'types', type: 'text/plain; charset=utf-8' },
};

/** Whether a changed file is part of the loader's build. */
export function affectsLoader(file: string, editionsDir: string): boolean {
  const inside = (dir: string) => file.startsWith(dir + path.sep);
  return (
    inside(path.join(projectRoot, 'src/embed')) ||
    file === path.join(projectRoot, 'src/lib/origin-pattern.ts') ||
    inside(editionsDir)
  );
}

export function embedLoaderPlugin(options: EmbedLoaderPluginOptions): Plugin {
  const editionsDir = path.resolve(options.editionsDir ?? path.join(projectRoot, 'editions'));
  let built: Promise<LoaderBuild> | undefined;
  const loaderBuild = () =>
    (built ??= import('../embed/build-loader').then(({ buildLoader }) =>
      buildLoader({ ...options, write: false }),
    ));

  return {
    name: 'embed-loader',
    apply: 'serve',
    configureServer(server) {
      server.watcher.on('all', (_event, file) => {
        if (affectsLoader(path.resolve(file), editionsDir)) built = undefined;
      });
      server.middlewares.use((req, res, next) => {
        const answer = answers[(req.url ?? '').split(/[?#]/)[0]!];
        if (!answer || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        const pending = loaderBuild();
        pending.then(
          (loader) => {
            res.setHeader('content-type', answer.type);
            res.setHeader('cache-control', 'no-cache');
            res.end(req.method === 'HEAD' ? undefined : loader[answer.part]);
          },
          (error: unknown) => {
            if (built === pending) built = undefined; // a fixed file builds again
            next(error);
          },
        );
      });
    },
  };
}
