import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryClientSource } from './query-client-source';
import { createQueryRuntime } from './query-runtime';

describe('queryClientSource', () => {
  it('has no runtime until the first load, then imports it once and tells its listeners', async () => {
    const runtime = createQueryRuntime(new QueryClient());
    const importRuntime = vi.fn(() => Promise.resolve(runtime));
    const source = queryClientSource(importRuntime);
    const listener = vi.fn();
    source.subscribe(listener);

    expect(source.current()).toBeUndefined();
    expect(importRuntime).not.toHaveBeenCalled();

    const first = source.load();
    const second = source.load();
    expect(first).toBe(second);
    expect(await first).toBe(runtime);
    expect(source.current()).toBe(runtime);
    expect(importRuntime).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tries the import again after a load that failed', async () => {
    const runtime = createQueryRuntime(new QueryClient());
    const importRuntime = vi
      .fn<() => Promise<typeof runtime>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(runtime);
    const source = queryClientSource(importRuntime);

    await expect(source.load()).rejects.toThrow('Failed to fetch');
    expect(source.current()).toBeUndefined();
    await expect(source.load()).resolves.toBe(runtime);
    expect(importRuntime).toHaveBeenCalledTimes(2);
  });

  it('starts with the runtime it is given (a component test) and imports nothing', async () => {
    const runtime = createQueryRuntime(new QueryClient());
    const importRuntime = vi.fn(() => Promise.resolve(runtime));
    const source = queryClientSource(importRuntime, runtime);

    expect(source.current()).toBe(runtime);
    expect(await source.load()).toBe(runtime);
    expect(importRuntime).not.toHaveBeenCalled();
  });

  it('stops telling a listener that unsubscribed', async () => {
    const source = queryClientSource(() => Promise.resolve(createQueryRuntime(new QueryClient())));
    const listener = vi.fn();
    source.subscribe(listener)();
    await source.load();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createQueryRuntime', () => {
  it('gives the page one retry and no refetch when the window regains focus', () => {
    const { client } = createQueryRuntime();
    expect(client.getDefaultOptions().queries).toEqual({ retry: 1, refetchOnWindowFocus: false });
  });
});
