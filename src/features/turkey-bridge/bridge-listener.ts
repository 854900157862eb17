/**
 * The Turkey page waits for the popup's message (docs/turkey-bridge.md, "The message"): only
 * from the main site's origins (every host of the main edition, exactly), only from the window
 * it opened, only of the type it opened the popup with. Anything else is ignored.
 */
import { receivedBridgeMessage, type TurkeyBridgeMessage } from '@/lib/turkey-bridge-protocol';
import type { TurkeyBridgeType } from './turkey-popup';

export interface BridgeListenerInput {
  readonly win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  readonly popup: MessageEventSource;
  readonly mainOrigins: readonly string[];
  readonly type: TurkeyBridgeType;
  /** Called once, with the first message that passes; the listener is removed before. */
  readonly onMessage: (message: TurkeyBridgeMessage) => void;
}

/** Starts listening; returns the function that stops. */
export function listenForBridgeMessage(input: BridgeListenerInput): () => void {
  const listener = (event: MessageEvent) => {
    const message = receivedBridgeMessage(event, input.mainOrigins, input.popup);
    if (!message || message.type !== input.type) return;
    stop();
    input.onMessage(message);
  };
  const stop = () => input.win.removeEventListener('message', listener);
  input.win.addEventListener('message', listener);
  return stop;
}
