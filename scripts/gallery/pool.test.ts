// @vitest-environment node
import { runPool } from './pool';

describe('runPool', () => {
  it('does every item once with no more than `size` at a time', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runPool([1, 2, 3, 4, 5], 2, async (item) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item % 2 === 0 ? 5 : 1));
      done.push(item);
      running--;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('hands the next item to whichever worker is free', async () => {
    const byWorker: Record<number, string[]> = {};
    await runPool(['slow', 'a', 'b', 'c'], 2, async (item, worker) => {
      (byWorker[worker] ??= []).push(item);
      await new Promise((resolve) => setTimeout(resolve, item === 'slow' ? 30 : 1));
    });
    expect(byWorker[0]).toEqual(['slow']);
    expect(byWorker[1]).toEqual(['a', 'b', 'c']);
  });
});
