/**
 * What a finished sign-in reads from a call the screen started earlier (the redirect whitelist,
 * the login-entry config): the cached answer at once, else the call's answer if it comes within
 * `waitMs`, else what is cached by then or `fallback`. A failed call is `fallback`. One rule for
 * every such read, so no sign-in waits longer than it says (docs/login.md, "Redirect
 * destinations").
 */
export interface CachedCall<T> {
  /** The query's answer in the page's cache, if any (`queryClient.getQueryData`). */
  readonly cached: () => T | undefined;
  /** The cached answer, or the call (`queryClient.fetchQuery`: asked once per page). */
  readonly fetch: () => Promise<T>;
}

export function answerWithin<T>(call: CachedCall<T>, fallback: T, waitMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(call.cached() ?? fallback), waitMs);
  });
  const answered = call.fetch().catch(() => fallback);
  return Promise.race([answered, givenUp]).finally(() => clearTimeout(timer));
}
