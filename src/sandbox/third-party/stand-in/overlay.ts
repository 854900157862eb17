/**
 * The window a stand-in opens in the page where the real provider opens a popup: a modal
 * dialog (labelled, focus moved in and given back, Escape closes) drawn with inline styles so
 * it needs nothing from the app; or, for Google One Tap, a card in a frame of its own. Each
 * provider passes its own look.
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
  /**
   * Where the overlay sits: a centred modal dialog, or a card in its own frame in the top corner
   * that leaves focus on the page (Google One Tap).
   */
  readonly placement?: 'centre' | 'corner';
}

// Each stand-in is bundled on its own: a random prefix keeps their element ids apart.
const idPrefix = `sandbox-stand-in-${Math.random().toString(36).slice(2, 8)}`;
let counter = 0;

export function openOverlay(options: OverlayOptions): Overlay {
  if (options.placement === 'corner') return openCornerCard(options);
  counter += 1;
  const titleId = `${idPrefix}-title-${counter}`;
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;

  const backdrop = element('div', {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483000',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '16px',
    background: 'rgba(0, 0, 0, 0.45)',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  });
  backdrop.dataset.sandboxStandIn = 'true';

  const { panel, closeButton } = cardPanel(options, titleId, { width: '400px', modal: true });

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
  backdrop.addEventListener('click', (event) => {
    if (event.target === backdrop) dismiss();
  });
  // After the caller has filled the panel: focus its first control.
  queueMicrotask(() => {
    const first = panel.querySelector<HTMLElement>('button:not([aria-label]), input');
    (first ?? closeButton).focus();
  });
  return { panel, close };
}

/** The dialog card both placements draw: title, close button, labelled for assistive tech. */
function cardPanel(
  options: OverlayOptions,
  titleId: string,
  { width, modal }: { width: string; modal: boolean },
) {
  const panel = element('div', {
    background: options.look.background,
    color: options.look.text,
    borderRadius: '12px',
    boxShadow: '0 12px 40px rgba(0, 0, 0, 0.3)',
    width,
    maxWidth: '100%',
    padding: '24px',
    position: 'relative',
    boxSizing: 'border-box',
  });
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
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', String(modal));
  panel.setAttribute('aria-labelledby', titleId);
  return { panel, closeButton };
}

/**
 * Google's One Tap card, in its own frame at the top corner, as Google draws it in a frame of
 * accounts.google.com. Like the real one it leaves focus where it is (a visitor typing in the
 * form keeps typing), and, being in a frame, it does not count as the page's largest paint.
 */
function openCornerCard(options: OverlayOptions): Overlay {
  counter += 1;
  const titleId = `${idPrefix}-title-${counter}`;
  const frame = element('iframe', {
    position: 'fixed',
    top: '16px',
    insetInlineEnd: '16px',
    width: '360px',
    maxWidth: 'calc(100% - 32px)',
    height: '0',
    border: '0',
    borderRadius: '12px',
    boxShadow: '0 12px 40px rgba(0, 0, 0, 0.3)',
    zIndex: '2147483000',
    colorScheme: 'normal',
  });
  frame.title = options.title;
  frame.dataset.sandboxStandIn = 'true';
  document.body.append(frame);
  const frameDocument = frame.contentDocument ?? document;
  Object.assign(frameDocument.body.style, {
    margin: '0',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  });
  // The frame casts the shadow; the card fills it.
  const { panel, closeButton } = cardPanel(options, titleId, { width: '100%', modal: false });
  panel.style.boxShadow = 'none';
  frameDocument.body.append(panel);

  // The frame takes the card's height, which changes when an error line fills.
  const fit = () => {
    frame.style.height = `${panel.offsetHeight}px`;
  };
  // The frame's own ResizeObserver watches what is in the frame (jsdom has none at all).
  const frameWindow = frame.contentWindow as (Window & typeof globalThis) | null;
  const Observer = frameWindow?.ResizeObserver;
  const observer = typeof Observer === 'function' ? new Observer(fit) : undefined;
  observer?.observe(panel);
  queueMicrotask(fit);

  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    observer?.disconnect();
    frame.remove();
  };
  const dismiss = () => {
    if (!open) return;
    close();
    options.onDismiss();
  };
  frameDocument.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismiss();
  });
  closeButton.addEventListener('click', dismiss);
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
