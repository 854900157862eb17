import type {
  DefaultError,
  QueryKey,
  QueryObserver,
  QueryObserverResult,
  UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQueryClientSource } from './query-client-context';

/** What the page's start-up hooks read of a query. */
export type OnDemandQueryResult<TData> = Pick<
  QueryObserverResult<TData>,
  'data' | 'isPending' | 'isError'
>;

/** Before the runtime has loaded: pending, as a query that has not answered yet. */
const WAITING = { data: undefined, isPending: true, isError: false } as const;
/** The runtime did not load (its chunk failed): an error, as a query that failed. */
const NOT_LOADED = { data: undefined, isPending: false, isError: true } as const;

const noop = () => undefined;

/**
 * `useQuery` for what a page runs at start (docs/performance.md, "The query client on demand"):
 * pending until the query runtime has loaded, then the same query in the same cache, observed as
 * TanStack's `useQuery` does (an observer per component, its optimistic result each render). The
 * first load carries neither the client nor the observer.
 */
export function useOnDemandQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): OnDemandQueryResult<TData> {
  const source = useQueryClientSource();
  const runtime = useSyncExternalStore(source.subscribe, source.current, source.current);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (runtime) return;
    let live = true;
    source.load().catch(() => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [runtime, source]);

  const defaulted = runtime?.client.defaultQueryOptions(options);
  if (defaulted) defaulted._optimisticResults = 'optimistic';
  // One observer per component once the runtime is there (it arrives once and stays), made with
  // the options of that render as useQuery's is; later options reach it through setOptions.
  const observer: QueryObserver<TQueryFnData, TError, TData, TQueryFnData, TQueryKey> | undefined =
    useMemo(
      () =>
        runtime && defaulted ? new runtime.QueryObserver(runtime.client, defaulted) : undefined,
      // eslint-disable-next-line react-hooks/exhaustive-deps -- not remade for each render's options
      [runtime],
    );

  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted);
  }, [observer, defaulted]);

  const subscribe = useCallback(
    (onStoreChange: () => void) => {
      if (!observer || !runtime) return noop;
      const unsubscribe = observer.subscribe(runtime.notifyManager.batchCalls(onStoreChange));
      observer.updateResult();
      return unsubscribe;
    },
    [observer, runtime],
  );
  const snapshot = useCallback(() => observer?.getCurrentResult(), [observer]);
  useSyncExternalStore(subscribe, snapshot, snapshot);

  if (observer && defaulted) return observer.getOptimisticResult(defaulted);
  return failed ? NOT_LOADED : WAITING;
}
