/**
 * Stand-in of Google reCAPTCHA v2's api.js with explicit rendering. The product speaks the real
 * API (src/flows/verification/captcha/providers/recaptcha-adapter.ts):
 *
 *   grecaptcha.render(container, { sitekey, callback, 'expired-callback', 'error-callback' }) → id
 *   grecaptcha.getResponse(id), grecaptcha.reset(id), grecaptcha.execute(id), grecaptcha.ready(fn)
 *
 * The widget is the "I'm not a robot" checkbox; ticking it opens a picture selection below it
 * (inside the container, so it works inside the product's own dialog). An `onload` parameter on
 * the script URL names a global function called once the API is ready, as with api.js.
 */
import { COLORS, FONT, currentScriptSrc, el, uniqueId } from './shared/dom';
import { renderPictureGrid } from './shared/picture-grid';
import { sandboxBackend } from './shared/sandbox-backend';

interface RenderParameters {
  readonly sitekey: string;
  readonly callback?: (token: string) => void;
  readonly 'expired-callback'?: () => void;
  readonly 'error-callback'?: () => void;
  readonly theme?: string;
  readonly size?: string;
}

interface Widget {
  response: string;
  start(): void;
  reset(): void;
}

const scriptSrc = currentScriptSrc();
const backend = sandboxBackend(scriptSrc);
const widgets = new Map<number, Widget>();
let nextWidgetId = 0;

function render(container: HTMLElement | string, parameters: RenderParameters): number {
  const host = typeof container === 'string' ? document.getElementById(container) : container;
  if (!host) throw new Error('reCAPTCHA placeholder element must be an element or id');
  if (!parameters?.sitekey) throw new Error('Missing required parameters: sitekey');
  const id = nextWidgetId++;
  const checkboxId = uniqueId('recaptcha-checkbox');
  const checkbox = el('input', {
    attrs: { type: 'checkbox', id: checkboxId },
    style: { width: '24px', height: '24px', margin: '0', cursor: 'pointer' },
  });
  const status = el('p', {
    attrs: { role: 'status', 'aria-live': 'polite' },
    style: { margin: '6px 0 0', minHeight: '1.2em', fontSize: '12px', color: COLORS.muted },
  });
  const challengeArea = el('div', { style: { marginTop: '10px' } });
  challengeArea.hidden = true;
  const box = el('div', {
    attrs: { 'data-sandbox-stand-in': 'recaptcha' },
    style: {
      fontFamily: FONT,
      color: COLORS.text,
      background: '#f9f9f9',
      border: `1px solid ${COLORS.border}`,
      borderRadius: '4px',
      padding: '12px',
      width: 'fit-content',
      minWidth: '280px',
    },
    children: [
      el('div', {
        style: { display: 'flex', alignItems: 'center', gap: '12px' },
        children: [
          checkbox,
          el('label', {
            attrs: { for: checkboxId },
            text: "I'm not a robot",
            style: { fontSize: '14px', cursor: 'pointer' },
          }),
          el('span', {
            text: 'reCAPTCHA · sandbox stand-in',
            style: { marginInlineStart: 'auto', fontSize: '10px', color: COLORS.muted },
          }),
        ],
      }),
      challengeArea,
      status,
    ],
  });
  host.replaceChildren(box);

  let busy = false;
  const widget: Widget = {
    response: '',
    reset() {
      widget.response = '';
      checkbox.checked = false;
      checkbox.disabled = false;
      challengeArea.hidden = true;
      status.textContent = '';
    },
    start() {
      if (busy || widget.response) return;
      busy = true;
      status.textContent = '';
      void showPictures().finally(() => {
        busy = false;
      });
    },
  };

  const pass = (token: string) => {
    widget.response = token;
    challengeArea.hidden = true;
    checkbox.checked = true;
    checkbox.disabled = true;
    status.textContent = 'You are verified';
    status.style.color = COLORS.success;
    parameters.callback?.(token);
  };
  const fail = (message: string) => {
    challengeArea.hidden = true;
    checkbox.checked = false;
    status.textContent = message;
    status.style.color = COLORS.danger;
    parameters['error-callback']?.();
  };

  /** Picture rounds until one is passed or refused; a wrong selection gets a new round. */
  async function showPictures(): Promise<void> {
    for (;;) {
      let reply;
      try {
        reply = await backend.challenge('recaptcha', {});
      } catch {
        fail('Cannot contact reCAPTCHA. Check your connection and try again.');
        return;
      }
      if (reply.kind === 'auto') {
        pass(reply.token.token);
        return;
      }
      if (reply.puzzle.kind !== 'pictures') {
        fail('Unexpected challenge');
        return;
      }
      const puzzle = reply.puzzle;
      challengeArea.hidden = false;
      const again = await new Promise<boolean>((resolve) => {
        const view = renderPictureGrid(challengeArea, puzzle, (tiles) => {
          view.setBusy(true);
          backend.solve(puzzle.id, { tiles }).then(
            (answer) => {
              if (answer.kind === 'passed') pass(answer.token.token);
              else if (answer.kind === 'rejected') fail('Verification failed');
              resolve(answer.kind === 'retry');
            },
            () => {
              fail('Cannot contact reCAPTCHA. Check your connection and try again.');
              resolve(false);
            },
          );
        });
      });
      if (!again) return;
      status.textContent = 'Please try again.';
      status.style.color = COLORS.danger;
    }
  }

  // The box only ticks once the pictures are solved.
  checkbox.addEventListener('click', (event) => {
    if (widget.response) return;
    event.preventDefault();
    widget.start();
  });
  widgets.set(id, widget);
  return id;
}

function widgetOf(id?: number): Widget | undefined {
  return widgets.get(id ?? 0);
}

const grecaptcha = {
  render,
  getResponse: (id?: number) => widgetOf(id)?.response ?? '',
  reset: (id?: number) => widgetOf(id)?.reset(),
  execute: (id?: number) => widgetOf(id)?.start(),
  ready: (fn: () => void) => setTimeout(fn, 0),
};

(window as unknown as Record<string, unknown>).grecaptcha = grecaptcha;

const onload = new URL(scriptSrc, window.location.href).searchParams.get('onload');
const callback = onload ? (window as unknown as Record<string, unknown>)[onload] : undefined;
if (typeof callback === 'function') setTimeout(() => (callback as () => void)(), 0);
