/**
 * What a host page sees of `embed.js`: `window.ExchangeAuth` and the options, handles and events
 * of its two calls. Types only. The build publishes them, with the types of protocol.ts they
 * name, as `embed.d.ts` next to `embed.js` (scripts/embed/build-loader.ts).
 */
import type { WidgetEvent, WidgetSwitches } from './protocol';

/** Receives every event of one widget; what it throws is logged, never breaks the widget. */
export type WidgetEventCallback = (event: WidgetEvent) => void;

/** What `mount` and `open` take besides the widget's switches. None of it reaches the frame. */
export interface WidgetHostOptions {
  /**
   * Every event of the widget. The same events are also dispatched as `CustomEvent`s (the event
   * in `detail`) on the mount element, or on the modal's iframe.
   */
  readonly onEvent?: WidgetEventCallback;
  /** The iframe's accessible name (default "Sign in"). */
  readonly title?: string;
  /** How long the frame may take to report `loaded-success` (default 15000 ms). */
  readonly timeoutMs?: number;
  /**
   * Reload the host page after `success`. Default: reload only when there is no `onEvent`
   * ("with no callback the page reloads"); `false` never, `true` always.
   */
  readonly reloadOnSuccess?: boolean;
}

/** `ExchangeAuth.mount(element, options)`: the page view inside an element of the host. */
export interface MountOptions extends WidgetSwitches, WidgetHostOptions {}

/** `ExchangeAuth.open(options)`: the modal view over the whole host page. */
export interface OpenOptions extends WidgetSwitches, WidgetHostOptions {
  /** `false`: the modal loads hidden and shows on `update({ visible: true })` (default true). */
  readonly visible?: boolean;
}

/** What `mount` returns. After `unmount()` every method is a no-op. */
export interface WidgetHandle {
  /** The widget's iframe; in the document only while the widget is shown. */
  readonly element: HTMLIFrameElement;
  /** New switches (merged into the current ones) or a new `onEvent`; the frame does not reload. */
  update(options: MountOptions): void;
  /** Removes the iframe; no event follows. */
  unmount(): void;
}

/** What `open` returns. After `close()` (or the visitor closing it) every method is a no-op. */
export interface ModalHandle {
  /** The modal's iframe; the widget's events are dispatched on it. */
  readonly element: HTMLIFrameElement;
  /** As `WidgetHandle.update`; `visible` shows or hides the modal. */
  update(options: OpenOptions): void;
  /** Closes the modal: a `close` event with reason `HostClosed`, focus back to the opener. */
  close(): void;
}

/** `window.ExchangeAuth`, defined by `embed.js`. */
export interface ExchangeAuthApi {
  /** Shows the widget inside `element` (appends one iframe to it). */
  mount(element: Element, options?: MountOptions): WidgetHandle;
  /** Opens the widget as a modal over the page (appends one iframe to `document.body`). */
  open(options?: OpenOptions): ModalHandle;
  /** The loader's version. */
  readonly version: string;
}
