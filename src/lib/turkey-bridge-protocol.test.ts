import { bridgePopupUrl, siteOrigin, siteOrigins } from './turkey-bridge-origins';
import {
  bridgeMessage,
  isTurkeyBridgeType,
  receivedBridgeMessage,
  TURKEY_BRIDGE_SOURCE,
} from './turkey-bridge-protocol';

const MAIN = 'https://www.exchange.example';
const popup = {} as MessageEventSource;
const event = (origin: string, data: unknown, source: MessageEventSource | null = popup) => ({
  origin,
  data,
  source,
});

describe('the Turkey bridge message', () => {
  it('names the four types of the spec and nothing else', () => {
    for (const type of ['BIND_TR', 'LOGIN_TR', 'TR_KYC', 'MIGRANT_EU']) {
      expect(isTurkeyBridgeType(type)).toBe(true);
    }
    expect(isTurkeyBridgeType('login_tr')).toBe(false);
    expect(isTurkeyBridgeType(undefined)).toBe(false);
  });

  it('is received from an expected origin, from the popup, with a token', () => {
    const sent = bridgeMessage('BIND_TR', 'qt-1');
    expect(sent).toEqual({ source: TURKEY_BRIDGE_SOURCE, type: 'BIND_TR', quickToken: 'qt-1' });
    expect(receivedBridgeMessage(event(MAIN, sent), [MAIN], popup)).toEqual(sent);
  });

  it('is ignored from any other origin, even one that only differs by scheme or port', () => {
    const sent = bridgeMessage('LOGIN_TR', 'qt-1');
    expect(
      receivedBridgeMessage(event('https://evil.example', sent), [MAIN], popup),
    ).toBeUndefined();
    expect(
      receivedBridgeMessage(event('http://www.exchange.example', sent), [MAIN]),
    ).toBeUndefined();
    expect(
      receivedBridgeMessage(event('https://www.exchange.example:8443', sent), [MAIN]),
    ).toBeUndefined();
    expect(
      receivedBridgeMessage(event('https://tr.www.exchange.example', sent), [MAIN]),
    ).toBeUndefined();
  });

  it('is ignored from another window than the popup the page opened', () => {
    const other = {} as MessageEventSource;
    const sent = bridgeMessage('BIND_TR', 'qt-1');
    expect(receivedBridgeMessage(event(MAIN, sent, other), [MAIN], popup)).toBeUndefined();
  });

  it('is ignored when it does not have the shape', () => {
    const bad: unknown[] = [
      'qt-1',
      null,
      { source: 'other', type: 'BIND_TR', quickToken: 'qt-1' },
      { source: TURKEY_BRIDGE_SOURCE, type: 'BIND', quickToken: 'qt-1' },
      { source: TURKEY_BRIDGE_SOURCE, type: 'BIND_TR', quickToken: '' },
      { source: TURKEY_BRIDGE_SOURCE, type: 'BIND_TR', quickToken: 7 },
    ];
    for (const data of bad)
      expect(receivedBridgeMessage(event(MAIN, data), [MAIN])).toBeUndefined();
  });
});

describe('site origins', () => {
  const page = { protocol: 'https:', hostname: 'tur.exchange.example', port: '' };
  const local = { protocol: 'http:', hostname: 'tur.localhost', port: '4173' };

  it('are the hosts with the page scheme; sandbox hosts borrow the preview port', () => {
    expect(siteOrigin('www.exchange.example', page)).toBe(MAIN);
    expect(siteOrigins(['localhost', 'global.localhost'], local)).toEqual([
      'http://localhost:4173',
      'http://global.localhost:4173',
    ]);
    expect(siteOrigin('www.exchange.example', local)).toBe('http://www.exchange.example');
    expect(siteOrigin('localhost:5000', local)).toBe('http://localhost:5000');
  });

  it('give the popup address /en/tr-authorized with the type', () => {
    expect(bridgePopupUrl(MAIN, 'LOGIN_TR')).toBe(
      'https://www.exchange.example/en/tr-authorized?type=LOGIN_TR',
    );
  });
});
