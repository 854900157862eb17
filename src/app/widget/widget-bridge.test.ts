import { CHANNEL, type WidgetSwitches } from '@/embed/protocol';
import { createWidgetBridge } from './widget-bridge';

const HOST = 'http://127.0.0.1:9000';

type Listener = (event: MessageEvent) => void;

/** A window with a parent to post to and the message listeners the bridge adds. */
function fakeWindow() {
  const listeners = new Set<Listener>();
  const parent = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
  const win = {
    parent,
    addEventListener: vi.fn((type: string, listener: Listener) => {
      if (type === 'message') listeners.add(listener);
    }),
    removeEventListener: vi.fn((type: string, listener: Listener) => {
      if (type === 'message') listeners.delete(listener);
    }),
  };
  const deliver = (message: { data: unknown; origin?: string; source?: unknown }) => {
    const event = { origin: HOST, source: parent, ...message } as unknown as MessageEvent;
    for (const listener of [...listeners]) listener(event);
  };
  return { win: win as unknown as Window, parent, listeners, deliver };
}

function listening() {
  const fake = fakeWindow();
  const bridge = createWidgetBridge({ id: 'w1', hostOrigin: HOST }, fake.win);
  const update = vi.fn<(switches: WidgetSwitches) => void>();
  const close = vi.fn<(reason: string) => void>();
  const unsubscribe = bridge.listen({ update, close });
  return { ...fake, bridge, update, close, unsubscribe };
}

describe('createWidgetBridge: to the host', () => {
  it('posts each event on the channel with its id, to the host origin only', () => {
    const { win, parent } = fakeWindow();
    const bridge = createWidgetBridge({ id: 'w1', hostOrigin: HOST }, win);
    expect(bridge.id).toBe('w1');
    expect(bridge.hostOrigin).toBe(HOST);

    bridge.send({ type: 'loaded-success', view: 'login' });
    bridge.send({ type: 'close', reason: 'ManualShutdown' });
    bridge.send({ type: 'resize', height: 512 });

    expect(parent.postMessage.mock.calls).toEqual([
      [{ channel: CHANNEL, id: 'w1', event: { type: 'loaded-success', view: 'login' } }, HOST],
      [{ channel: CHANNEL, id: 'w1', event: { type: 'close', reason: 'ManualShutdown' } }, HOST],
      [{ channel: CHANNEL, id: 'w1', event: { type: 'resize', height: 512 } }, HOST],
    ]);
    expect(CHANNEL).toBe('exchange-auth-widget');
    for (const [, targetOrigin] of parent.postMessage.mock.calls)
      expect(targetOrigin).not.toBe('*');
  });

  it('asks the host page to navigate', () => {
    const { win, parent } = fakeWindow();
    createWidgetBridge({ id: 'w1', hostOrigin: HOST }, win).navigateTop(
      'https://nld.exchange.example/en/login',
    );
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(
      { channel: CHANNEL, id: 'w1', navigate: 'https://nld.exchange.example/en/login' },
      HOST,
    );
  });

  it('survives a parent that is gone', () => {
    const { win, parent } = fakeWindow();
    parent.postMessage.mockImplementation(() => {
      throw new DOMException('gone', 'InvalidAccessError');
    });
    const bridge = createWidgetBridge({ id: 'w1', hostOrigin: HOST }, win);
    expect(() => bridge.send({ type: 'resize', height: 1 })).not.toThrow();
    expect(() => bridge.navigateTop('https://www.exchange.example/')).not.toThrow();
  });
});

describe('createWidgetBridge: from the host', () => {
  it('passes the switches of an update', () => {
    const { deliver, update, close } = listening();
    deliver({
      data: { channel: CHANNEL, id: 'w1', update: { view: 'register', hideThirdParty: true } },
    });
    expect(update).toHaveBeenCalledExactlyOnceWith({ view: 'register', hideThirdParty: true });
    expect(close).not.toHaveBeenCalled();
  });

  it('passes the reason of a close', () => {
    const { deliver, update, close } = listening();
    deliver({ data: { channel: CHANNEL, id: 'w1', close: 'HostClosed' } });
    expect(close).toHaveBeenCalledExactlyOnceWith('HostClosed');
    expect(update).not.toHaveBeenCalled();
  });

  it('ignores a message from another origin', () => {
    const { deliver, update, close } = listening();
    deliver({
      origin: 'https://evil.example',
      data: { channel: CHANNEL, id: 'w1', update: { view: 'register' } },
    });
    deliver({ origin: 'http://127.0.0.1:9001', data: { channel: CHANNEL, id: 'w1', close: 'x' } });
    expect(update).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it('ignores a message from a window other than the parent, even from the host origin', () => {
    const { deliver, update, close } = listening();
    deliver({ source: {}, data: { channel: CHANNEL, id: 'w1', update: { view: 'register' } } });
    deliver({ source: null, data: { channel: CHANNEL, id: 'w1', close: 'x' } });
    expect(update).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it('ignores a message for another widget, on another channel, or of no known shape', () => {
    const { deliver, update, close } = listening();
    deliver({ data: { channel: CHANNEL, id: 'w2', update: { view: 'register' } } });
    deliver({ data: { channel: 'other', id: 'w1', update: { view: 'register' } } });
    deliver({ data: { id: 'w1', close: 'x' } });
    deliver({ data: null });
    deliver({ data: 'exchange-auth-widget' });
    deliver({ data: { channel: CHANNEL, id: 'w1' } });
    deliver({ data: { channel: CHANNEL, id: 'w1', update: 'register' } });
    deliver({ data: { channel: CHANNEL, id: 'w1', update: null } });
    deliver({ data: { channel: CHANNEL, id: 'w1', close: 42 } });
    expect(update).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it('hears nothing more once unsubscribed', () => {
    const { deliver, update, unsubscribe, listeners, win } = listening();
    expect(listeners.size).toBe(1);
    unsubscribe();
    expect(listeners.size).toBe(0);
    expect(win.removeEventListener).toHaveBeenCalledWith('message', expect.any(Function));
    deliver({ data: { channel: CHANNEL, id: 'w1', update: { view: 'register' } } });
    expect(update).not.toHaveBeenCalled();
  });
});
