import type { EditionManifest } from '@/editions/manifest-schema';
import { localStore } from '@/lib/storage';

export type RegisterTab = EditionManifest['register']['tabs'][number];

export const REGISTER_TAB_STORAGE_KEY = 'register-tab';

/**
 * The manifest's tabs minus what the embedding hides; a form always keeps one tab, so hiding
 * both leaves the manifest's first.
 */
export function visibleRegisterTabs(
  offered: readonly RegisterTab[],
  hidden: { readonly hideEmailTab: boolean; readonly hidePhoneTab: boolean },
): RegisterTab[] {
  const visible = offered.filter(
    (tab) => !(tab === 'email' ? hidden.hideEmailTab : hidden.hidePhoneTab),
  );
  return visible.length > 0 ? visible : offered.slice(0, 1);
}

export interface InitialTabInput {
  readonly visible: readonly RegisterTab[];
  readonly presetEmail: boolean;
  readonly presetPhone: boolean;
  readonly stored: string | null;
}

/**
 * Initial tab (docs/registration.md, "Screens and how to reach them"): e-mail if an e-mail is
 * preset; mobile if a phone is preset, if the e-mail tab is hidden, or if the stored preference is
 * phone; otherwise e-mail. Only a visible tab can be chosen.
 */
export function initialRegisterTab(input: InitialTabInput): RegisterTab {
  const { visible } = input;
  const fallback = visible[0] ?? 'email';
  const pick = (tab: RegisterTab) => (visible.includes(tab) ? tab : fallback);
  if (input.presetEmail) return pick('email');
  const emailHidden = !visible.includes('email');
  if (input.presetPhone || emailHidden || input.stored === 'mobile') return pick('mobile');
  return pick('email');
}

export function readStoredRegisterTab(): string | null {
  return localStore.get(REGISTER_TAB_STORAGE_KEY);
}

export function storeRegisterTab(tab: RegisterTab): void {
  localStore.set(REGISTER_TAB_STORAGE_KEY, tab);
}
