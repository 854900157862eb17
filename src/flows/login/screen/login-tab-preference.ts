import { localStore } from '@/lib/storage';

export type LoginTab = 'email' | 'mobile' | 'qr';

export const LOGIN_TAB_STORAGE_KEY = 'login-tab';

/**
 * The initial tab (docs/login.md, "Tabs"): the tab defaults to e-mail; a stored tab is honoured if
 * this screen offers it; a stored QR choice is ignored in modal mode (and wherever QR is not
 * offered).
 */
export function initialLoginTab(
  stored: string | null,
  offered: readonly LoginTab[],
  options: { modal?: boolean } = {},
): LoginTab {
  const fallback = offered.includes('email') ? 'email' : (offered[0] ?? 'email');
  if (!stored || !offered.includes(stored as LoginTab)) return fallback;
  if (stored === 'qr' && options.modal) return fallback;
  return stored as LoginTab;
}

export function readStoredLoginTab(): string | null {
  return localStore.get(LOGIN_TAB_STORAGE_KEY);
}

export function storeLoginTab(tab: LoginTab): void {
  localStore.set(LOGIN_TAB_STORAGE_KEY, tab);
}
