/**
 * The lazy chunks a prerendered page rendered (docs/performance.md, "Lazy chunks a page
 * renders"). The prerender names them on the page (`data-chunks` on `#root`); the browser starts
 * loading them as the app starts, so that React, when it hydrates, meets each one loaded, as a
 * plain component. Met still loading, a lazy part's boundary stays server HTML only until the
 * first update reaches it (a form's context changes with every render of the form); React then
 * swaps that HTML for the fallback until the chunk arrives, and the page jumps.
 */

type Preload = () => Promise<unknown>;

const preloads = new Map<string, Preload[]>();
let rendered: Set<string> | undefined;

/** Makes the lazy chunk `name` loadable ahead of its first render (./lazy-with-timeout). */
export function registerChunk(name: string, preload: Preload): void {
  preloads.set(name, [...(preloads.get(name) ?? []), preload]);
}

/** Prerendering only: the lazy chunk `name` rendered on the page being rendered. */
export function chunkRendered(name: string): void {
  rendered?.add(name);
}

/** Renders a page, and the names of the lazy chunks it rendered, sorted. One page at a time. */
export async function collectRenderedChunks<T>(
  render: () => Promise<T>,
): Promise<{ readonly result: T; readonly chunks: readonly string[] }> {
  if (rendered) throw new Error('collectRenderedChunks: one page at a time');
  const names = new Set<string>();
  rendered = names;
  try {
    const result = await render();
    return { result, chunks: [...names].sort() };
  } finally {
    rendered = undefined;
  }
}

/**
 * Loads the chunks named, in waves: a chunk's module registers the lazy chunks it holds, which
 * the next wave loads. Settles when every name known by then has loaded or failed; a failure is
 * left to the chunk's own boundary, which meets it again when it renders.
 */
export async function preloadChunks(names: readonly string[]): Promise<void> {
  const waiting = new Set(names);
  for (;;) {
    const known = [...waiting].filter((name) => preloads.has(name));
    if (known.length === 0) return;
    known.forEach((name) => waiting.delete(name));
    await Promise.allSettled(known.flatMap((name) => preloads.get(name)!.map((load) => load())));
  }
}
