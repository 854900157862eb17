import { useCallback, useSyncExternalStore } from 'react';
import {
  applyColorMode,
  appliedColorMode,
  readStoredColorMode,
  resolveColorMode,
  storeColorMode,
  watchSystemColorMode,
  type ColorMode,
} from './color-mode';

/*
 * The class on <html> is the single source of truth (the no-flash script sets it before React
 * starts); every component using the hook subscribes to one shared store, so a toggle in one
 * place re-renders all of them.
 */

const listeners = new Set<() => void>();
let stopWatchingSystem: (() => void) | undefined;

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Some sandboxed iframes throw on merely reading `localStorage`.
    return undefined;
  }
}

function browserMatchMedia(): Window['matchMedia'] | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia.bind(window) : undefined;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    const root = document.documentElement;
    // Without the no-flash script (tests, a page that forgot it) nothing is applied yet.
    if (!appliedColorMode(root)) {
      applyColorMode(
        resolveColorMode({ storage: browserStorage(), matchMedia: browserMatchMedia() }),
        root,
      );
    }
    // Follow the operating system until the visitor makes a choice of their own.
    stopWatchingSystem = watchSystemColorMode(browserMatchMedia(), (mode) => {
      if (readStoredColorMode(browserStorage())) return;
      // Inside the Telegram mini app, Telegram's theme decides (docs/theming.md).
      if (document.documentElement.dataset.colorModeSource === 'chat-app') return;
      applyColorMode(mode, document.documentElement);
      notify();
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatchingSystem?.();
      stopWatchingSystem = undefined;
    }
  };
}

function getSnapshot(): ColorMode {
  return (
    appliedColorMode(document.documentElement) ??
    resolveColorMode({ storage: browserStorage(), matchMedia: browserMatchMedia() })
  );
}

/** A prerendered page is built for light; the no-flash script corrects it before paint. */
function getServerSnapshot(): ColorMode {
  return 'light';
}

function setColorMode(mode: ColorMode): void {
  storeColorMode(mode, browserStorage());
  applyColorMode(mode, document.documentElement);
  notify();
}

export interface UseColorModeResult {
  readonly colorMode: ColorMode;
  /** Applies the mode and remembers it as the visitor's choice. */
  readonly setColorMode: (mode: ColorMode) => void;
  readonly toggleColorMode: () => void;
}

export function useColorMode(): UseColorModeResult {
  const colorMode = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const toggleColorMode = useCallback(
    () => setColorMode(colorMode === 'dark' ? 'light' : 'dark'),
    [colorMode],
  );
  return { colorMode, setColorMode, toggleColorMode };
}
