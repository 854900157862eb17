declare module 'virtual:edition' {
  import type { EnvironmentSettings } from '@/config/environments';
  import type { EditionSite } from '@/editions/edition-site';
  import type { FeatureModule } from '@/editions/feature-module';
  import type { EditionManifest } from '@/editions/manifest-schema';
  import type { ThemeTokens } from '@/ui/theme/theme-schema';

  export const manifest: EditionManifest;
  export const environment: EnvironmentSettings;
  export const sites: readonly EditionSite[];
  export const localeFolders: readonly string[];
  export const localeVersion: string;
  export const languages: readonly {
    code: string;
    label: string;
    /** Left out for left-to-right. */
    dir?: 'ltr' | 'rtl';
    folder: string;
    /** Left out where it is the code. */
    htmlLang?: string;
    /** A pseudo-locale (sandbox builds only): served, never offered in the language picker. */
    pseudo?: true;
    /** Hash of the fonts CSS of the language's script (docs/performance.md, "Fonts per script"). */
    fonts?: string;
  }[];
  export const theme: ThemeTokens;
  export const features: readonly FeatureModule[];
}
