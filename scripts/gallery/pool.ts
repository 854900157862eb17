/**
 * Runs `work` on every item with at most `size` at once, each worker taking the next item when
 * it is free (so a slow language does not hold the others up). `work` must not throw: a failure
 * is recorded by the work itself; a throw ends that worker's share and is passed on.
 */
export async function runPool<T>(
  items: readonly T[],
  size: number,
  work: (item: T, worker: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (id: number) => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item, id);
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(size, items.length)) }, (_, id) => worker(id)),
  );
}
