import { Suspense, useSyncExternalStore } from 'react';
import { ChunkBoundary, lazyWithTimeout } from './error-boundary';

/**
 * Toasts without their cost on the first load: the toast machinery (Chakra's toaster, Zag's
 * toast machines) is fetched with the first toast, and the toast region mounts only then.
 */
export interface ToastOptions {
  readonly type: 'error' | 'info' | 'success' | 'warning' | 'loading';
  readonly description: string;
  readonly title?: string;
  /** Every caller gives the spec's duration (2 s, 4 s, 5 s …); there is no default on purpose. */
  readonly duration: number;
  readonly closable?: boolean;
}

let regionWanted = false;
const listeners = new Set<() => void>();

export function showToast(options: ToastOptions): void {
  if (!regionWanted) {
    regionWanted = true;
    listeners.forEach((listener) => listener());
  }
  void import('./toaster').then(({ toaster }) => toaster.create({ closable: true, ...options }));
}

const AppToaster = lazyWithTimeout(
  () => import('./toaster').then((m) => ({ default: m.AppToaster })),
  'toaster',
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mount once near the root; renders the toast region from the first toast on. */
export function LazyToaster({ closeLabel, label }: { closeLabel: string; label: string }) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => regionWanted,
    () => false,
  );
  if (!wanted) return null;
  // A toast region that failed to load is tracked, not shown: it must not take the page down.
  return (
    <ChunkBoundary name="toaster" fallback={() => null}>
      <Suspense fallback={null}>
        <AppToaster closeLabel={closeLabel} label={label} />
      </Suspense>
    </ChunkBoundary>
  );
}
