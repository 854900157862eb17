/**
 * One widget on the host page: its iframe, the messages of its frame (and only its frame), its
 * events, the load time-out and, for the modal, the focus it takes and gives back. Every widget
 * has an id of its own, so several on one page never hear each other.
 */
import {
  setColorScheme,
  setFrameHeight,
  setFrameVisible,
  setImportant,
  styleFrame,
} from './loader-frame-style';
import { checkOptions, mergeSwitches } from './loader-options';
import {
  CHANNEL,
  HOST_CLOSED,
  frameUrl,
  isChannelMessage,
  type HostMessage,
  type WidgetDisplay,
  type WidgetEvent,
} from './protocol';
import type { OpenOptions } from './public-api';

/** What the widget does to the host page itself (a seam for tests: `location` is unforgeable). */
export interface HostPage {
  reload(): void;
  assign(url: string): void;
}

export interface WidgetSetup {
  readonly display: WidgetDisplay;
  /** The frame's origin: where embed.js came from. */
  readonly frameOrigin: string;
  /** Why this page may not embed the widget (no frame then), or undefined when it may. */
  readonly refused: string | undefined;
  /** Where the iframe goes: the mount element, or document.body for the modal. */
  readonly container: Element;
  readonly options: OpenOptions;
  readonly page: HostPage;
}

export interface Widget {
  readonly iframe: HTMLIFrameElement;
  update(options: OpenOptions): void;
  /** Takes the frame away, no event (`unmount`). */
  remove(): void;
  /** The host closes the modal: told to the frame, then a `close` event (`close`). */
  close(): void;
}

export const defaultTimeoutMs = 15_000;
const defaultTitle = 'Sign in';
const eventTypes = ['loaded-success', 'loaded-error', 'success', 'close', 'resize'];

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isWidgetEvent(value: unknown): value is WidgetEvent {
  const event = value as Partial<Record<string, unknown>> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    eventTypes.includes(event.type as string) &&
    (event.type !== 'resize' || Number.isFinite(event.height))
  );
}

function isHttpUrl(url: string): boolean {
  try {
    return /^https?:$/.test(new URL(url).protocol);
  } catch {
    return false;
  }
}

export function createWidget(setup: WidgetSetup): Widget {
  const { display, frameOrigin, page } = setup;
  const modal = display === 'modal';
  const id = randomId();
  const iframe = document.createElement('iframe');
  const eventTarget = modal ? iframe : setup.container;
  let host = setup.options;
  let switches = mergeSwitches({}, host);
  let alive = !setup.refused;
  let loaded = false;
  let updatedBeforeLoad = false;
  let visible = !modal || host.visible !== false;
  /** What had focus when the modal showed; it gets focus back when the modal goes. */
  let opener: Element | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const emit = (event: WidgetEvent) => {
    const { onEvent } = host;
    if (onEvent) {
      try {
        onEvent(event);
      } catch (error) {
        console.error(error);
      }
    }
    eventTarget.dispatchEvent(new CustomEvent(event.type, { detail: event }));
  };

  const post = (message: HostMessage) => iframe.contentWindow?.postMessage(message, frameOrigin);

  // Only when the focus is in the frame or nowhere: the host's own code may have moved it.
  const returnFocus = () => {
    const active = document.activeElement;
    if (opener?.isConnected && (!active || active === iframe || active === document.body)) {
      (opener as HTMLElement).focus?.();
    }
    opener = null;
  };

  const remove = () => {
    if (!alive) return;
    alive = false;
    clearTimeout(timer);
    removeEventListener('message', onMessage);
    returnFocus();
    iframe.remove();
  };

  const show = (on: boolean) => {
    if (on === visible) return;
    visible = on;
    setFrameVisible(iframe, on);
    if (!on) return returnFocus();
    opener = document.activeElement;
    if (loaded) iframe.focus();
  };

  const onFrameEvent = (event: WidgetEvent) => {
    if (event.type === 'loaded-success') {
      loaded = true;
      clearTimeout(timer);
      // The frame may not have listened yet when update() posted: it gets the switches again.
      if (updatedBeforeLoad) post({ channel: CHANNEL, id, update: switches });
      if (modal) setImportant(iframe, 'visibility', 'visible');
      if (modal && visible) iframe.focus();
    } else if (event.type === 'resize') {
      if (!modal) setFrameHeight(iframe, Math.max(0, Math.ceil(event.height)));
    } else if (event.type === 'loaded-error' || (modal && event.type === 'close')) {
      remove();
    }
    emit(event);
    if (event.type === 'success') {
      if (modal) remove();
      if (host.reloadOnSuccess ?? !host.onEvent) page.reload();
    }
  };

  function onMessage(message: MessageEvent) {
    const { data } = message;
    if (
      message.origin !== frameOrigin ||
      !message.source ||
      message.source !== iframe.contentWindow ||
      !isChannelMessage(data, id)
    ) {
      return;
    }
    if (typeof data.navigate === 'string') {
      if (isHttpUrl(data.navigate)) page.assign(data.navigate);
    } else if (isWidgetEvent(data.event)) {
      onFrameEvent(data.event);
    }
  }

  iframe.title = host.title ?? defaultTitle;
  iframe.setAttribute('allow', 'identity-credentials-get; publickey-credentials-get');
  styleFrame(iframe, display);
  // The modal's frame covers the page: unseen until its dialog is there, so the page it starts
  // from (the prerendered login page) never flashes over the host.
  if (modal) setImportant(iframe, 'visibility', 'hidden');
  setColorScheme(iframe, switches.colorMode);
  if (!visible) setFrameVisible(iframe, false);

  if (setup.refused) {
    const message = setup.refused;
    // After mount/open returned, so the host can listen on what it got back.
    void Promise.resolve().then(() =>
      emit({ type: 'loaded-error', reason: 'host-not-allowed', message }),
    );
  } else {
    iframe.src = frameUrl({
      origin: frameOrigin,
      id,
      hostOrigin: location.origin,
      display,
      switches,
    });
    addEventListener('message', onMessage);
    const timeoutMs =
      typeof host.timeoutMs === 'number' && host.timeoutMs > 0 ? host.timeoutMs : defaultTimeoutMs;
    timer = setTimeout(() => {
      remove();
      emit({
        type: 'loaded-error',
        reason: 'timeout',
        message: `The widget did not load within ${timeoutMs} ms`,
      });
    }, timeoutMs);
    if (modal && visible) opener = document.activeElement;
    setup.container.append(iframe);
  }

  return {
    iframe,
    update(next) {
      if (!alive) return;
      const options = checkOptions(next, 'update');
      host = { ...host, ...options };
      switches = mergeSwitches(switches, options);
      if ('title' in options) iframe.title = host.title ?? defaultTitle;
      if ('colorMode' in options) setColorScheme(iframe, switches.colorMode);
      if (modal && 'visible' in options) show(options.visible !== false);
      if (!loaded) updatedBeforeLoad = true;
      post({ channel: CHANNEL, id, update: switches });
    },
    remove,
    close() {
      if (!alive) return;
      post({ channel: CHANNEL, id, close: HOST_CLOSED });
      remove();
      emit({ type: 'close', reason: HOST_CLOSED });
    },
  };
}
