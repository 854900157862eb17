/**
 * Light/dark mode without a library: the visitor's stored choice wins, otherwise the system
 * preference. Chakra's `_dark` tokens follow the `dark` class on <html>; `color-scheme` makes
 * native controls and scrollbars match. Everything takes its environment as arguments so it
 * runs the same in the browser, in tests and during prerendering (where there is no window).
 */

export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'color-mode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/** The visitor's saved choice, or null; a blocked or broken storage counts as no choice. */
export function readStoredColorMode(
  storage: Pick<Storage, 'getItem'> | undefined,
): ColorMode | null {
  try {
    const stored = storage?.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeColorMode(
  mode: ColorMode,
  storage: Pick<Storage, 'setItem'> | undefined,
): void {
  try {
    storage?.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Private browsing or a full quota: the choice still applies to this page view.
  }
}

export function systemColorMode(matchMedia: Window['matchMedia'] | undefined): ColorMode {
  return matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

export interface ColorModeEnvironment {
  readonly storage?: Pick<Storage, 'getItem'> | undefined;
  readonly matchMedia?: Window['matchMedia'] | undefined;
}

export function resolveColorMode(env: ColorModeEnvironment): ColorMode {
  return readStoredColorMode(env.storage) ?? systemColorMode(env.matchMedia);
}

export function applyColorMode(mode: ColorMode, root: HTMLElement): void {
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

/** The mode currently on <html>, as set by the no-flash script or `applyColorMode`. */
export function appliedColorMode(root: HTMLElement): ColorMode | null {
  if (root.classList.contains('dark')) return 'dark';
  if (root.classList.contains('light')) return 'light';
  return null;
}

/** Watches the system preference; returns the function that stops watching. */
export function watchSystemColorMode(
  matchMedia: Window['matchMedia'] | undefined,
  onChange: (mode: ColorMode) => void,
): () => void {
  const query = matchMedia?.(DARK_QUERY);
  if (!query) return () => {};
  const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
