/**
 * Which third-party buttons and whether the one-tap prompt show
 * (docs/third-party.md, "Visibility"): the edition's list, then the site-compliance action, the
 * chat-app in-app browser and the visitor's IP country and visibility flag.
 */
import type { EditionManifest } from '@/editions/manifest-schema';

export type ThirdPartyProvider = EditionManifest['thirdParty']['providers'][number];

/** IP country of visitors for whom Google and Telegram are hidden. */
export const CHINA = 'CN';

export interface VisibilityInput {
  /** manifest.thirdParty: KAZ lists no google, TUR nothing, one-tap off where google is off. */
  readonly providers: readonly ThirdPartyProvider[];
  readonly oneTap: boolean;
  /**
   * The site-compliance config hides third-party sign-in (its action 'hide', or `thirdParty`
   * among its hidden options: src/api/endpoints/site-compliance-config.ts).
   */
  readonly hiddenByCompliance: boolean;
  /** The IP info lookup; undefined when it failed (nothing is hidden on its account). */
  readonly ipInfo: { readonly code: string; readonly is_visible: 0 | 1 } | undefined;
  readonly inChatAppBrowser: boolean;
}

export interface Visibility {
  readonly providers: readonly ThirdPartyProvider[];
  readonly oneTap: boolean;
}

export function thirdPartyVisibility(input: VisibilityInput): Visibility {
  if (input.hiddenByCompliance) return { providers: [], oneTap: false };
  const chinaIp = input.ipInfo?.code.toUpperCase() === CHINA;
  const providers = input.providers.filter((provider) => {
    switch (provider) {
      case 'google':
        return !input.inChatAppBrowser && !chinaIp;
      case 'telegram':
        return !chinaIp;
      case 'apple':
        return true;
      default: {
        const unknown: never = provider;
        return unknown;
      }
    }
  });
  const oneTap = input.oneTap && providers.includes('google') && input.ipInfo?.is_visible !== 0;
  return { providers, oneTap };
}
