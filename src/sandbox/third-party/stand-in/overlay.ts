/**
 * The window a stand-in opens in the page where the real provider opens a popup: a modal
 * dialog (labelled, focus moved in and given back, Escape closes) drawn with inline styles so
 * it needs nothing from the app. Each provider passes its own look.
 */

export interface OverlayLook {
  readonly accent: string;
  readonly background: string;
  readonly text: string;
  readonly muted: string;
}

export interface Overlay {
  readonly panel: HTMLElement;
  /** Removes the overlay; `onDismiss` runs only when the visitor closed it. */
  close(): void;
}

export interface OverlayOptions {
  readonly title: string;
  readonly look: OverlayLook;
  readonly closeLabel: string;
  /** The visitor closed the window (close button, Escape, backdrop). */
  readonly onDismiss: () => void;
  /** Where the overlay sits: a centred dialog, or a card in the top corner (Google One Tap). */
  readonly placement?: 'centre' | 'corner';
}

// Each stand-in is bundled on its own: a random prefix keeps their element ids apart.
const idPrefix = `sandbox-stand-in-${Math.random().toString(36).slice(2, 8)}`;
let counter = 0;

export function openOverlay(options: OverlayOptions): Overlay {
  counter += 1;
  const titleId = `${idPrefix}-title-${counter}`;
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const corner = options.placement === 'corner';

  const backdrop = element('div', {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483000',
    display: 'flex',
    alignItems: corner ? 'flex-start' : 'center',
    justifyContent: corner ? 'flex-end' : 'center',
    padding: '16px',
    background: corner ? 'transparent' : 'rgba(0, 0, 0, 0.45)',
    pointerEvents: corner ? 'none' : 'auto',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  });
  backdrop.dataset.sandboxStandIn = 'true';

  const panel = element('div', {
    background: options.look.background,
    color: options.look.text,
    borderRadius: '12px',
    boxShadow: '0 12px 40px rgba(0, 0, 0, 0.3)',
    width: corner ? '360px' : '400px',
    maxWidth: '100%',
    padding: '24px',
    position: 'relative',
    pointerEvents: 'auto',
    boxSizing: 'border-box',
  });
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', corner ? 'false' : 'true');
  panel.setAttribute('aria-labelledby', titleId);

  const title = element('h2', { margin: '0 32px 12px 0', fontSize: '20px', fontWeight: '600' });
  title.id = titleId;
  title.textContent = options.title;

  const closeButton = button(options.closeLabel, options.look, 'plain');
  closeButton.textContent = '×';
  closeButton.setAttribute('aria-label', options.closeLabel);
  Object.assign(closeButton.style, {
    position: 'absolute',
    insetInlineEnd: '12px',
    top: '12px',
    fontSize: '22px',
    padding: '2px 10px',
  });

  panel.append(closeButton, title);
  backdrop.append(panel);
  document.body.append(backdrop);

  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    document.removeEventListener('keydown', onKey, true);
    backdrop.remove();
    returnFocus?.focus();
  };
  const dismiss = () => {
    if (!open) return;
    close();
    options.onDismiss();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss();
  };
  document.addEventListener('keydown', onKey, true);
  closeButton.addEventListener('click', dismiss);
  if (!corner) {
    backdrop.addEventListener('click', (event) => {
      if (event.target === backdrop) dismiss();
    });
  }
  // After the caller has filled the panel: focus its first control.
  queueMicrotask(() => {
    const first = panel.querySelector<HTMLElement>('button:not([aria-label]), input');
    (first ?? closeButton).focus();
  });
  return { panel, close };
}

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Partial<CSSStyleDeclaration> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  return node;
}

export function text(
  content: string,
  style: Partial<CSSStyleDeclaration> = {},
): HTMLParagraphElement {
  const node = element('p', { margin: '0 0 16px', lineHeight: '1.4', ...style });
  node.textContent = content;
  return node;
}

export function button(
  label: string,
  look: OverlayLook,
  variant: 'solid' | 'outline' | 'plain' = 'solid',
): HTMLButtonElement {
  const node = element('button', {
    display: 'block',
    width: variant === 'plain' ? 'auto' : '100%',
    padding: '10px 14px',
    marginBottom: variant === 'plain' ? '0' : '8px',
    borderRadius: '8px',
    border: variant === 'outline' ? `1px solid ${look.muted}` : '0',
    background: variant === 'solid' ? look.accent : 'transparent',
    color: variant === 'solid' ? '#ffffff' : look.text,
    font: 'inherit',
    fontSize: '15px',
    textAlign: variant === 'outline' ? 'start' : 'center',
    cursor: 'pointer',
  });
  node.type = 'button';
  node.textContent = label;
  return node;
}

/** A labelled text field; returns the wrapper (to insert) and the input (to read). */
export function field(
  label: string,
  type: 'email' | 'text',
  look: OverlayLook,
): { wrapper: HTMLElement; input: HTMLInputElement } {
  counter += 1;
  const wrapper = element('div', { marginBottom: '12px' });
  const labelNode = element('label', { display: 'block', fontSize: '14px', marginBottom: '4px' });
  const input = element('input', {
    width: '100%',
    boxSizing: 'border-box',
    padding: '10px 12px',
    borderRadius: '8px',
    border: `1px solid ${look.muted}`,
    font: 'inherit',
    background: look.background,
    color: look.text,
  });
  input.id = `${idPrefix}-field-${counter}`;
  input.type = type;
  input.autocomplete = type === 'email' ? 'email' : 'name';
  labelNode.htmlFor = input.id;
  labelNode.textContent = label;
  wrapper.append(labelNode, input);
  return { wrapper, input };
}

/** A line for errors inside the panel, announced to screen readers. */
export function errorLine(): HTMLParagraphElement {
  const node = text('', { color: '#c5221f', margin: '0 0 12px' });
  node.setAttribute('role', 'alert');
  return node;
}
