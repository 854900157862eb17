import { COLORS, FONT, OVERLAY_Z_INDEX, el, uniqueId } from './dom';

export interface Overlay {
  /** Where the challenge goes. */
  readonly body: HTMLElement;
  /** Polite live region for "try again", "verified", errors. */
  say(message: string, tone?: 'info' | 'success' | 'danger'): void;
  close(): void;
}

export interface OverlayOptions {
  readonly title: string;
  /** Small print naming the provider this stands in for. */
  readonly brand: string;
  /** Esc or the close button. */
  readonly onDismiss: () => void;
}

/**
 * A modal popup like the providers' own (role dialog, focus kept inside, Esc closes, focus
 * returned to where it was on close), drawn above everything on the page.
 */
export function openOverlay(options: OverlayOptions): Overlay {
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const titleId = uniqueId('captcha-title');
  const status = el('p', {
    attrs: { role: 'status', 'aria-live': 'polite' },
    style: { minHeight: '1.25em', margin: '8px 0 0', fontSize: '13px', color: COLORS.muted },
  });
  const body = el('div');
  const close = el('button', {
    attrs: { type: 'button', 'aria-label': 'Close' },
    text: '×',
    style: {
      border: 'none',
      background: 'transparent',
      fontSize: '22px',
      lineHeight: '1',
      cursor: 'pointer',
      color: COLORS.muted,
      padding: '2px 6px',
    },
  });
  const panel = el('div', {
    attrs: { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId },
    style: {
      background: COLORS.panel,
      color: COLORS.text,
      fontFamily: FONT,
      borderRadius: '8px',
      padding: '16px',
      boxShadow: '0 12px 40px rgba(0,0,0,0.35)',
      maxWidth: 'calc(100vw - 24px)',
    },
    children: [
      el('div', {
        style: {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '12px',
        },
        children: [
          el('h2', {
            attrs: { id: titleId },
            text: options.title,
            style: { fontSize: '16px', fontWeight: '600', margin: '0' },
          }),
          close,
        ],
      }),
      el('div', { style: { marginTop: '12px' }, children: [body] }),
      status,
      el('p', {
        text: `${options.brand} · sandbox stand-in`,
        style: { margin: '8px 0 0', fontSize: '11px', color: COLORS.muted },
      }),
    ],
  });
  const host = el('div', {
    attrs: { 'data-sandbox-stand-in': 'captcha' },
    style: {
      position: 'fixed',
      inset: '0',
      zIndex: OVERLAY_Z_INDEX,
      background: 'rgba(15, 20, 30, 0.55)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
    },
    children: [panel],
  });

  close.addEventListener('click', () => options.onDismiss());
  host.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      options.onDismiss();
    } else if (event.key === 'Tab') {
      keepFocusInside(panel, event);
    }
  });
  document.body.appendChild(host);

  const tones = { info: COLORS.muted, success: COLORS.success, danger: COLORS.danger };
  return {
    body,
    say(message, tone = 'info') {
      status.textContent = message;
      status.style.color = tones[tone];
    },
    close() {
      host.remove();
      if (returnFocus?.isConnected) returnFocus.focus();
    },
  };
}

function keepFocusInside(panel: HTMLElement, event: KeyboardEvent): void {
  const focusable = [
    ...panel.querySelectorAll<HTMLElement>('button, [tabindex="0"], input, [href]'),
  ].filter((node) => !node.hasAttribute('disabled'));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
