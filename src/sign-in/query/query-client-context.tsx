import type { QueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, type ReactNode } from 'react';
import type { QueryClientSource } from './query-client-source';

const QueryClientSourceContext = createContext<QueryClientSource | null>(null);

/**
 * Gives the page its query runtime's source and, once the page has mounted, loads the runtime
 * and mounts its client (focus and online listeners), as TanStack's QueryClientProvider would.
 */
export function QueryClientSourceProvider({
  source,
  children,
}: {
  source: QueryClientSource;
  children: ReactNode;
}) {
  useEffect(() => {
    let live = true;
    let mounted: QueryClient | undefined;
    source.load().then(
      ({ client }) => {
        if (!live) return;
        mounted = client;
        client.mount();
      },
      // Hooks that need it try again and report it themselves (./use-on-demand-query.ts).
      () => undefined,
    );
    return () => {
      live = false;
      mounted?.unmount();
    };
  }, [source]);
  return <QueryClientSourceContext value={source}>{children}</QueryClientSourceContext>;
}

export function useQueryClientSource(): QueryClientSource {
  const source = use(QueryClientSourceContext);
  if (!source)
    throw new Error('useQueryClientSource must be used inside <QueryClientSourceProvider>');
  return source;
}

/** The client for code that runs later (a submit, a prefetch): resolves once it has loaded. */
export function useLoadQueryClient(): () => Promise<QueryClient> {
  const source = useQueryClientSource();
  return useCallback(() => source.load().then(({ client }) => client), [source]);
}

/**
 * The client for screens that load on demand and use TanStack's hooks with it: suspends until it
 * has loaded (almost always it has: it starts loading when the page mounts).
 */
export function useLoadedQueryClient(): QueryClient {
  const source = useQueryClientSource();
  return (source.current() ?? use(source.load())).client;
}
