import { openOverlay, type Overlay } from './overlay';
import type { Binding, IssuedToken, SandboxBackend, StandInProvider } from './sandbox-backend';
import { renderSliderPuzzle } from './slider-puzzle';

export type SessionResult =
  | { readonly kind: 'passed'; readonly token: IssuedToken }
  | { readonly kind: 'closed' }
  | { readonly kind: 'rejected' }
  | { readonly kind: 'error'; readonly message: string };

export interface SliderSessionOptions {
  readonly backend: SandboxBackend;
  readonly provider: StandInProvider;
  readonly binding: Binding;
  readonly title: string;
  readonly brand: string;
  /** The challenge is on screen (or, in `auto` mode, passed without one). */
  readonly onShown?: () => void;
}

/** How long "Verified" stays before the popup closes. */
const PASSED_PAUSE_MS = 400;
/** "Verification failed" stays longer: the visitor should see why the popup went away. */
const REJECTED_PAUSE_MS = 1500;

/**
 * One verification in a popup slider puzzle, as the Geetest, QQ and new-captcha stand-ins run
 * it: fetch a puzzle (or pass at once in `auto` mode), let the visitor slide, check the answer;
 * a wrong answer gets a fresh puzzle, a refused one (`reject` mode) ends the session.
 */
export function runSliderSession(options: SliderSessionOptions): {
  readonly result: Promise<SessionResult>;
  cancel(): void;
} {
  let overlay: Overlay | null = null;
  let settle: (result: SessionResult) => void = () => undefined;
  let done = false;
  const result = new Promise<SessionResult>((resolve) => {
    settle = resolve;
  });
  const finish = (outcome: SessionResult) => {
    if (done) return;
    done = true;
    overlay?.close();
    settle(outcome);
  };

  const showPuzzle = async () => {
    let reply;
    try {
      reply = await options.backend.challenge(options.provider, options.binding);
    } catch (error) {
      finish({ kind: 'error', message: messageOf(error) });
      return;
    }
    if (done) return;
    if (reply.kind === 'auto') {
      options.onShown?.();
      finish({ kind: 'passed', token: reply.token });
      return;
    }
    if (reply.puzzle.kind !== 'slider') {
      finish({ kind: 'error', message: 'expected a slider puzzle' });
      return;
    }
    if (!overlay) {
      overlay = openOverlay({
        title: options.title,
        brand: options.brand,
        onDismiss: () => finish({ kind: 'closed' }),
      });
      options.onShown?.();
    }
    const open = overlay;
    const puzzle = reply.puzzle;
    const view = renderSliderPuzzle(open.body, puzzle, (x) => {
      view.setBusy(true);
      open.say('Checking…');
      options.backend.solve(puzzle.id, { x }).then(
        (answer) => {
          if (done) return;
          if (answer.kind === 'passed') {
            open.say('Verified', 'success');
            setTimeout(() => finish({ kind: 'passed', token: answer.token }), PASSED_PAUSE_MS);
          } else if (answer.kind === 'rejected') {
            open.say('Verification failed', 'danger');
            setTimeout(() => finish({ kind: 'rejected' }), REJECTED_PAUSE_MS);
          } else {
            open.say('Not quite. Try this new puzzle.', 'danger');
            void showPuzzle();
          }
        },
        (error: unknown) => finish({ kind: 'error', message: messageOf(error) }),
      );
    });
  };
  void showPuzzle();

  return { result, cancel: () => finish({ kind: 'closed' }) };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
