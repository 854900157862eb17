import { createContext, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnvironmentSettings } from '../config/environments';
import type { EditionSite } from './edition-site';
import type { FeatureModule } from './feature-module';
import type { EditionManifest } from './manifest-schema';

/** Everything the shared screens know about the edition they run as. */
export interface Edition {
  readonly manifest: EditionManifest;
  readonly environment: EnvironmentSettings;
  readonly editionHosts: Record<string, readonly string[]>;
  /** Every edition's site (site code, hosts, site-jump role), for jumps between sites. */
  readonly sites: readonly EditionSite[];
  readonly features: readonly FeatureModule[];
  readonly languages: readonly EditionLanguage[];
}

export interface EditionLanguage {
  readonly code: string;
  readonly label: string;
  /** Left out for left-to-right. */
  readonly dir?: 'ltr' | 'rtl';
  readonly folder: string;
  /** BCP 47 tag for <html lang> and Intl; left out where it is the code. */
  readonly htmlLang?: string;
  /** A pseudo-locale (sandbox builds only): served, never offered in the language picker. */
  readonly pseudo?: true;
  /** Hash of the fonts CSS of the language's script (docs/performance.md, "Fonts per script"). */
  readonly fonts?: string;
}

const EditionContext = createContext<Edition | null>(null);

export function EditionProvider({ edition, children }: { edition: Edition; children: ReactNode }) {
  return <EditionContext value={edition}>{children}</EditionContext>;
}

export function useEdition(): Edition {
  const edition = use(EditionContext);
  if (!edition) throw new Error('useEdition must be used inside <EditionProvider>');
  return edition;
}

/** The config the manifest passes an enabled feature (features read their own config). */
export function useFeatureConfig<C>(featureId: string): C {
  const { manifest } = useEdition();
  return (manifest.features as Record<string, unknown>)[featureId] as C;
}

/**
 * The BCP 47 tag Intl reads for one of the edition's language codes: its `htmlLang` (the
 * exchange's codes such as tr-TUR and ru-KAZ are no locale tags, and Intl refuses them), so
 * dates, numbers and country names come in the language's own format.
 */
export function intlLocaleOf(
  code: string,
  languages: readonly Pick<EditionLanguage, 'code' | 'htmlLang'>[],
): string {
  return languages.find((language) => language.code === code)?.htmlLang ?? code;
}

/** The page's language as a BCP 47 tag for Intl (`intlLocaleOf`). */
export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  return intlLocaleOf(i18n.language, useEdition().languages);
}
