/**
 * Lazy chunks that cannot leave a blank page (docs/architecture.md, "Error boundaries"): the
 * import races a time-out of 120 000 ms and a failure rejects with a typed `ChunkLoadError`
 * (what failed, and where), which the nearest boundary (`./error-boundary`) shows and tracks.
 *
 * React.lazy keeps a rejected promise for good, so a component made here holds a fresh
 * `lazy()` per attempt: the error's `retry()` starts a new attempt, and the boundary's Retry
 * button calls it before remounting its children, which then import the chunk again.
 */
import {
  createElement,
  lazy,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { chunkRendered, registerChunk } from './rendered-chunks';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkFailureType = 'timeout' | 'error';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly type: ChunkFailureType,
    /** The module's URL from the browser's message when it gives one, else the chunk's name. */
    readonly address: string,
    /** Makes the next render import the chunk again (a no-op once a newer attempt exists). */
    readonly retry: () => void,
    readonly timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
    options?: ErrorOptions,
  ) {
    super(`${type}: ${address}`, options);
  }
}

// Chromium and Firefox name the module ("Failed to fetch dynamically imported module: http://…/
// assets/x.js"), Vite's preload helper the stylesheet ("Unable to preload CSS for /assets/x.css").
const MODULE_ADDRESS =
  /(?:https?:\/\/[^\s'"/]+)?\/[^\s'"]*\.(?:m?[jt]sx?|css)(?![\w.])(?:\?[^\s'"]*)?/;

/**
 * The address to show for a failed import: the module URL in the error's message (or in the
 * error it wraps, `cause`), else `fallback`.
 */
export function chunkAddress(error: unknown, fallback: string): string {
  for (let e = error, depth = 0; e != null && depth < 3; depth += 1) {
    const match = MODULE_ADDRESS.exec(e instanceof Error ? e.message : String(e));
    if (match) return match[0];
    e = e instanceof Error ? e.cause : undefined;
  }
  return fallback;
}

/** `load()`, rejecting with a `ChunkLoadError` if it fails or has not settled in `timeoutMs`. */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  name: string,
  retry: () => void = () => undefined,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError('timeout', name, retry, timeoutMs)),
      timeoutMs,
    );
    Promise.resolve()
      .then(load)
      .then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          const address = chunkAddress(error, name);
          reject(new ChunkLoadError('error', address, retry, timeoutMs, { cause: error }));
        },
      );
  });
}

const loadsUnderWay = new Set<Promise<unknown>>();

function underWay<T>(loading: Promise<T>): Promise<T> {
  // Only under Vitest: a build leaves this out.
  if (import.meta.env.MODE !== 'test') return loading;
  loadsUnderWay.add(loading);
  const settled = () => void loadsUnderWay.delete(loading);
  void loading.then(settled, settled);
  return loading;
}

/**
 * The lazy chunks whose import is under way: a component test waits for them before it looks
 * (test/harness), as a visitor waits for the page. Nothing in the app reads it.
 */
export function chunkLoadsUnderWay(): readonly Promise<unknown>[] {
  return [...loadsUnderWay];
}

/**
 * `React.lazy` with the time-out and a real retry: `lazyWithTimeout(() => import('./x'), 'x')`.
 * `name` is the address shown when the browser gives none (a time-out, Safari's message).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyWithTimeout<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  name: string,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): ComponentType<ComponentProps<C>> {
  type Attempt = LazyExoticComponent<C>;
  let current: Attempt;
  const attempt = (): void => {
    const next: Attempt = lazy(() =>
      underWay(
        loadWithTimeout(
          load,
          name,
          () => {
            if (current === next) attempt();
          },
          timeoutMs,
        ),
      ),
    );
    current = next;
  };
  attempt();
  // Loaded before React first meets it (a prerendered page's chunks, ./rendered-chunks), the
  // chunk renders as its component and never suspends; once met, it stays the lazy one, whose
  // type React has seen (a new type would remount what it rendered).
  let loaded: C | undefined;
  let met = false;
  registerChunk(name, () =>
    loadWithTimeout(load, name, undefined, timeoutMs).then((module) => {
      if (!met) loaded = module.default;
    }),
  );
  function LazyChunk(props: ComponentProps<C>) {
    met = true;
    if (import.meta.env.SSR) chunkRendered(name);
    return createElement(loaded ?? current, props);
  }
  return LazyChunk;
}
