import { QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  QueryClientSourceProvider,
  useLoadQueryClient,
  useLoadedQueryClient,
} from './query-client-context';
import { queryClientSource, type QueryRuntime } from './query-client-source';
import { createQueryRuntime } from './query-runtime';
import { useOnDemandQuery } from './use-on-demand-query';

function deferredRuntime() {
  let resolve!: (runtime: QueryRuntime) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<QueryRuntime>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const importRuntime = vi.fn(() => promise);
  return { importRuntime, resolve, reject };
}

function wrapperFor(source: ReturnType<typeof queryClientSource>) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientSourceProvider source={source}>{children}</QueryClientSourceProvider>;
  };
}

const testClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('useOnDemandQuery', () => {
  it('is pending until the runtime has loaded, then asks once and gives the answer', async () => {
    const runtime = deferredRuntime();
    const source = queryClientSource(runtime.importRuntime);
    const queryFn = vi.fn(() => Promise.resolve(['GE', 'TR']));
    const { result } = renderHook(() => useOnDemandQuery({ queryKey: ['countries'], queryFn }), {
      wrapper: wrapperFor(source),
    });

    expect(result.current).toMatchObject({ data: undefined, isPending: true, isError: false });
    expect(runtime.importRuntime).toHaveBeenCalledTimes(1);
    expect(queryFn).not.toHaveBeenCalled();

    const client = testClient();
    await act(async () => runtime.resolve(createQueryRuntime(client)));
    await waitFor(() => expect(result.current.data).toEqual(['GE', 'TR']));
    expect(result.current.isPending).toBe(false);
    expect(queryFn).toHaveBeenCalledTimes(1);
    // The same cache the screens that load later use.
    expect(client.getQueryData(['countries'])).toEqual(['GE', 'TR']);
  });

  it('shares one call between the components that ask', async () => {
    const client = testClient();
    const source = queryClientSource(vi.fn(), createQueryRuntime(client));
    const queryFn = vi.fn(() => Promise.resolve({ code: 'GE' }));
    const { result } = renderHook(
      () => [
        useOnDemandQuery({ queryKey: ['ip-info'], queryFn }),
        useOnDemandQuery({ queryKey: ['ip-info'], queryFn }),
      ],
      { wrapper: wrapperFor(source) },
    );
    await waitFor(() => expect(result.current[1]?.data).toEqual({ code: 'GE' }));
    expect(result.current[0]?.data).toEqual({ code: 'GE' });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while disabled, and asks when enabled', async () => {
    const source = queryClientSource(vi.fn(), createQueryRuntime(testClient()));
    const queryFn = vi.fn(() => Promise.resolve(1));
    const { result, rerender } = renderHook(
      ({ enabled }) => useOnDemandQuery({ queryKey: ['n'], queryFn, enabled }),
      { wrapper: wrapperFor(source), initialProps: { enabled: false } },
    );
    await act(async () => undefined);
    expect(queryFn).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe(1));
  });

  it('reports a failed call as an error', async () => {
    const source = queryClientSource(vi.fn(), createQueryRuntime(testClient()));
    const { result } = renderHook(
      () =>
        useOnDemandQuery({ queryKey: ['fails'], queryFn: () => Promise.reject(new Error('500')) }),
      { wrapper: wrapperFor(source) },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isPending).toBe(false);
  });

  it('reports a runtime that did not load as an error, not as pending for ever', async () => {
    const runtime = deferredRuntime();
    const source = queryClientSource(runtime.importRuntime);
    const { result } = renderHook(
      () => useOnDemandQuery({ queryKey: ['x'], queryFn: () => Promise.resolve(1) }),
      { wrapper: wrapperFor(source) },
    );
    await act(async () => runtime.reject(new TypeError('Failed to fetch')));
    expect(result.current).toMatchObject({ data: undefined, isPending: false, isError: true });
  });
});

describe('QueryClientSourceProvider', () => {
  it('loads the runtime when the page mounts and mounts its client until it unmounts', async () => {
    const client = testClient();
    const mount = vi.spyOn(client, 'mount');
    const unmount = vi.spyOn(client, 'unmount');
    const runtime = deferredRuntime();
    const source = queryClientSource(runtime.importRuntime);
    const view = render(
      <QueryClientSourceProvider source={source}>page</QueryClientSourceProvider>,
    );
    expect(runtime.importRuntime).toHaveBeenCalledTimes(1);
    await act(async () => runtime.resolve(createQueryRuntime(client)));
    expect(mount).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(unmount).toHaveBeenCalledTimes(1);
  });
});

describe('useLoadedQueryClient', () => {
  function ClientName() {
    const client = useLoadedQueryClient();
    return <p>{client.getDefaultOptions().queries?.retry === false ? 'test client' : 'other'}</p>;
  }

  it('suspends a screen that loads on demand until the client is there', async () => {
    const runtime = deferredRuntime();
    const source = queryClientSource(runtime.importRuntime);
    // Rendered in an async act, or React never retries the suspended render under Vitest.
    await act(async () => {
      render(
        <QueryClientSourceProvider source={source}>
          <Suspense fallback={<p>loading</p>}>
            <ClientName />
          </Suspense>
        </QueryClientSourceProvider>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => runtime.resolve(createQueryRuntime(testClient())));
    expect(await screen.findByText('test client')).toBeInTheDocument();
  });
});

describe('useLoadQueryClient', () => {
  it('resolves with the client once it has loaded', async () => {
    const client = testClient();
    const runtime = deferredRuntime();
    const source = queryClientSource(runtime.importRuntime);
    const { result } = renderHook(() => useLoadQueryClient(), { wrapper: wrapperFor(source) });
    const loading = result.current();
    runtime.resolve(createQueryRuntime(client));
    await expect(loading).resolves.toBe(client);
  });
});
