import type { z } from 'zod';

/**
 * What a feature folder declares for the build (`src/features/<id>/declaration.ts`): its id and
 * the schema of the config a manifest may pass it. Build-time only (zod); the runtime part of a
 * feature lives in `src/features/<id>/index.ts(x)` and is typed by `FeatureModule`.
 */
export interface FeatureDeclaration<C = unknown> {
  readonly id: string;
  readonly description: string;
  readonly configSchema: z.ZodType<C>;
}

export function declareFeature<C>(declaration: FeatureDeclaration<C>): FeatureDeclaration<C> {
  return declaration;
}
