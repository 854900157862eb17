/**
 * The frame's half of the widget protocol (src/embed/protocol.ts;
 * docs/embedding.md, "Security model"): messages go to the host page's verified origin only, never `*`, and a message is
 * taken only from the parent window, from that origin, on this widget's id.
 */
import {
  CHANNEL,
  isChannelMessage,
  type FrameMessage,
  type WidgetEvent,
  type WidgetSwitches,
} from '@/embed/protocol';

export interface WidgetBridge {
  readonly id: string;
  readonly hostOrigin: string;
  send(event: WidgetEvent): void;
  /** Asks the host page to go to an exchange page (a site jump). */
  navigateTop(url: string): void;
  /** What the host says: new switches, or that it closed the modal. Returns an unsubscribe. */
  listen(handlers: {
    readonly update: (switches: WidgetSwitches) => void;
    readonly close: (reason: string) => void;
  }): () => void;
}

export function createWidgetBridge(
  input: { readonly id: string; readonly hostOrigin: string },
  win: Window = window,
): WidgetBridge {
  const { id, hostOrigin } = input;
  const post = (message: FrameMessage) => {
    try {
      win.parent.postMessage(message, hostOrigin);
    } catch {
      // The parent navigated away (or is gone): nobody is listening any more.
    }
  };
  return {
    id,
    hostOrigin,
    send: (event) => post({ channel: CHANNEL, id, event }),
    navigateTop: (url) => post({ channel: CHANNEL, id, navigate: url }),
    listen(handlers) {
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== hostOrigin || event.source !== win.parent) return;
        if (!isChannelMessage(event.data, id)) return;
        const { update, close } = event.data;
        if (typeof close === 'string') handlers.close(close);
        else if (update && typeof update === 'object') handlers.update(update as WidgetSwitches);
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
  };
}
