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
  /**
   * Consent texts the feature shows (keys in the "consent" namespace, and the `legal.pages` its
   * `<linkN>` open). `npm run editions:check` holds them to every language of an edition that
   * enables the feature, as it does the manifest's own boxes.
   */
  readonly consentTexts?: readonly FeatureConsentText[];
}

export interface FeatureConsentText {
  readonly labelKey: string;
  readonly pages: readonly string[];
}

export function declareFeature<C>(declaration: FeatureDeclaration<C>): FeatureDeclaration<C> {
  return declaration;
}
