import type { QueryClient, QueryObserver, notifyManager } from '@tanstack/react-query';

/**
 * TanStack Query's client with the pieces the page's hooks observe it through. It loads after the
 * page has mounted (./query-runtime.ts), so the first load carries none of it
 * (docs/performance.md, "The query client on demand").
 */
export interface QueryRuntime {
  readonly client: QueryClient;
  readonly QueryObserver: typeof QueryObserver;
  readonly notifyManager: typeof notifyManager;
}

/** Where the page's hooks get the query runtime: at once when loaded, else when it arrives. */
export interface QueryClientSource {
  /** The runtime once it has loaded. */
  readonly current: () => QueryRuntime | undefined;
  /** Loads it once; a load that failed (the chunk did not arrive) is tried again next call. */
  readonly load: () => Promise<QueryRuntime>;
  /** Called once, when the runtime has loaded. */
  readonly subscribe: (listener: () => void) => () => void;
}

/** A source that imports the runtime on first `load()`; `initial` (tests) has it from the start. */
export function queryClientSource(
  importRuntime: () => Promise<QueryRuntime>,
  initial?: QueryRuntime,
): QueryClientSource {
  let runtime = initial;
  let pending = initial ? Promise.resolve(initial) : undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => runtime,
    load: () =>
      (pending ??= importRuntime().then(
        (loaded) => {
          runtime = loaded;
          for (const listener of [...listeners]) listener();
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
