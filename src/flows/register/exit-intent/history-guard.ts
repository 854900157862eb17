/**
 * Intercepting Back (registration.md §4: "back navigation is intercepted (a history entry is
 * pushed)"): a copy of the current entry is pushed, so the first Back only pops that copy — the
 * page stays — and the popstate tells us the visitor wanted to leave. One Back is intercepted
 * per arming; the guard does not re-arm itself, so a visitor is never trapped.
 */

/** Marks the pushed copy in history.state (the router's own state is kept beside it). */
export const EXIT_GUARD_STATE_KEY = '__registerExitGuard';

export interface HistoryGuardEnvironment {
  readonly history: Pick<History, 'pushState' | 'state'>;
  readonly events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/** Pushes the guard entry and calls `onBack` on the first Back; returns the disarm function. */
export function armHistoryGuard(
  environment: HistoryGuardEnvironment,
  onBack: () => void,
): () => void {
  const { history, events } = environment;
  const current: unknown = history.state;
  const base = typeof current === 'object' && current !== null ? current : {};
  history.pushState({ ...base, [EXIT_GUARD_STATE_KEY]: true }, '');
  let armed = true;
  const onPopState = () => {
    if (!armed) return;
    armed = false;
    events.removeEventListener('popstate', onPopState);
    onBack();
  };
  events.addEventListener('popstate', onPopState);
  return () => {
    armed = false;
    events.removeEventListener('popstate', onPopState);
  };
}
