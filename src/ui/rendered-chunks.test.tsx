import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { lazyWithTimeout } from './lazy-with-timeout';
import {
  chunkRendered,
  collectRenderedChunks,
  preloadChunks,
  registerChunk,
} from './rendered-chunks';

/** A module promise the test settles when it likes. */
function deferredModule<T>() {
  let resolve!: (module: { default: T }) => void;
  const promise = new Promise<{ default: T }>((r) => (resolve = r));
  return { load: vi.fn(() => promise), resolve };
}

describe('collectRenderedChunks', () => {
  it('names each lazy chunk the page rendered once, sorted, and nothing outside a page', async () => {
    chunkRendered('outside-a-page');
    const { result, chunks } = await collectRenderedChunks(async () => {
      chunkRendered('register-page');
      await Promise.resolve();
      chunkRendered('eu-news-opt-in-checkbox');
      chunkRendered('register-page');
      return '<form></form>';
    });
    expect(result).toBe('<form></form>');
    expect(chunks).toEqual(['eu-news-opt-in-checkbox', 'register-page']);
    chunkRendered('after-the-page');
    expect((await collectRenderedChunks(() => Promise.resolve(null))).chunks).toEqual([]);
  });

  it('renders one page at a time', async () => {
    let finish!: () => void;
    const first = collectRenderedChunks(() => new Promise<void>((r) => (finish = r)));
    await expect(collectRenderedChunks(() => Promise.resolve())).rejects.toThrow(
      'one page at a time',
    );
    finish();
    await expect(first).resolves.toEqual({ result: undefined, chunks: [] });
  });
});

describe('preloadChunks', () => {
  it('loads in waves: the chunks a loaded chunk registers load next', async () => {
    const inner = vi.fn(() => Promise.resolve());
    const outer = vi.fn(() => {
      registerChunk('waves-inner', inner);
      return Promise.resolve();
    });
    registerChunk('waves-outer', outer);
    await preloadChunks(['waves-outer', 'waves-inner', 'waves-never-registered']);
    expect(outer).toHaveBeenCalledOnce();
    expect(inner).toHaveBeenCalledOnce();
  });

  it('goes on past a chunk that fails', async () => {
    const after = vi.fn(() => Promise.resolve());
    registerChunk('fails', () => Promise.reject(new Error('offline')));
    registerChunk('after-failure', after);
    await expect(preloadChunks(['fails', 'after-failure'])).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledOnce();
  });
});

describe('a lazyWithTimeout chunk loaded before React meets it', () => {
  it('renders at once, never showing its fallback', async () => {
    const { load, resolve } = deferredModule<() => React.JSX.Element>();
    const OptIn = lazyWithTimeout(load, 'preloaded-opt-in');
    const loading = preloadChunks(['preloaded-opt-in']);
    resolve({ default: () => <p>Send me news</p> });
    await loading;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <OptIn />
      </Suspense>,
    );
    expect(screen.getByText('Send me news')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('met first, it stays the lazy one: a later preload does not remount what it shows', async () => {
    const { load, resolve } = deferredModule<() => React.JSX.Element>();
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount((c) => c + 1)}>Clicked {count}</button>;
    }
    const Panel = lazyWithTimeout(load, 'met-first-panel');
    const view = () => (
      <Suspense fallback={<p>Loading</p>}>
        <Panel />
      </Suspense>
    );
    const { rerender } = render(view());
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => resolve({ default: Counter }));
    act(() => screen.getByRole('button').click());
    await act(() => preloadChunks(['met-first-panel']));
    rerender(view());
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });
});
