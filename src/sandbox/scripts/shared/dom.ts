/**
 * Tiny DOM helpers for the stand-in scripts. They run as plain scripts on the product's page,
 * like the providers' own widgets, so they carry their own inline styles and no framework.
 */
export type Styles = Partial<Record<keyof CSSStyleDeclaration, string>>;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: {
    attrs?: Record<string, string>;
    style?: Styles;
    text?: string;
    children?: readonly Node[];
  } = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(options.attrs ?? {})) node.setAttribute(name, value);
  Object.assign(node.style, options.style ?? {});
  if (options.text !== undefined) node.textContent = options.text;
  for (const child of options.children ?? []) node.appendChild(child);
  return node;
}

let nextId = 0;
/** An id unique on the page, for aria-labelledby and label/for pairs. */
export function uniqueId(prefix: string): string {
  nextId += 1;
  return `sandbox-${prefix}-${nextId}`;
}

/** Above the product's own dialogs, as the providers' popups are. */
export const OVERLAY_Z_INDEX = '2147483000';

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export const COLORS = {
  text: '#1f2329',
  muted: '#5b6270',
  border: '#c9ced6',
  accent: '#1a6ef5',
  success: '#137a3b',
  danger: '#b3261e',
  panel: '#ffffff',
  track: '#eef1f5',
} as const;

/** The src of the script being run, read while it runs (currentScript is null afterwards). */
export function currentScriptSrc(): string {
  const script = document.currentScript;
  return script instanceof HTMLScriptElement && script.src ? script.src : window.location.href;
}
