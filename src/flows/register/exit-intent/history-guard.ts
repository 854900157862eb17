/**
 * Intercepting Back (docs/registration-pieces.md, "Exit intent": a history entry is pushed): a copy
 * of the current entry is pushed, so the first Back only pops that copy — the page stays — and the
 * popstate tells us the visitor wanted to leave. One Back is intercepted per arming; the guard does
 * not re-arm itself, so a visitor is never trapped.
 *
 * The entry is pushed on the visitor's first interaction with the page, not on arrival:
 * Chromium's back button skips entries a page pushed without a user activation (its history
 * manipulation intervention), which would make the guard a no-op for exactly the visitors it
 * is for, and a visitor who never touched the form has nothing to be reminded of anyway.
 */

/** Marks the pushed copy in history.state (the router's own state is kept beside it). */
export const EXIT_GUARD_STATE_KEY = '__registerExitGuard';

export interface HistoryGuardEnvironment {
  readonly history: Pick<History, 'pushState' | 'state'>;
  /** Where popstate and the interaction events arrive (the window). */
  readonly events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/** Events that give the page a user activation (keydown of Escape does not, but is harmless). */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Waits for the first pointer or key interaction, then arms the guard (see above); returns the
 * function that stops waiting or disarms.
 */
export function armHistoryGuardOnInteraction(
  environment: HistoryGuardEnvironment,
  onBack: () => void,
): () => void {
  let disarm: (() => void) | undefined;
  const stopWaiting = () => {
    for (const type of INTERACTIONS) {
      environment.events.removeEventListener(type, onInteraction, true);
    }
  };
  function onInteraction() {
    stopWaiting();
    disarm = armHistoryGuard(environment, onBack);
  }
  for (const type of INTERACTIONS) {
    environment.events.addEventListener(type, onInteraction, true);
  }
  return () => {
    stopWaiting();
    disarm?.();
  };
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
