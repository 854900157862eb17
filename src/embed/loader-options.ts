/**
 * The host's options, checked and split: the switches the frame receives (in its URL, then in
 * `update` messages) and the rest, which stays in the loader. A mistake a host can make in code
 * throws a TypeError at once, naming the call.
 */
import type { WidgetColorMode, WidgetSwitches, WidgetView } from './protocol';
import type { OpenOptions } from './public-api';

const views: readonly WidgetView[] = ['login', 'register', 'third-party'];
const colorModes: readonly WidgetColorMode[] = ['light', 'dark', 'system'];

/** Every switch, once: `satisfies` fails the typecheck when protocol.ts adds or drops one. */
const switchNames = Object.keys({
  view: 1,
  lang: 1,
  colorMode: 1,
  redirectUrl: 1,
  hideRightPanel: 1,
  hideToggle: 1,
  hideReferralCode: 1,
  hideThirdParty: 1,
  hidePhoneTab: 1,
  hideEmailTab: 1,
  readOnlyReferralCode: 1,
  readOnlyEmail: 1,
  email: 1,
  phone: 1,
  countryCode: 1,
  userCode: 1,
  invitePage: 1,
  ipLimitNotice: 1,
  hideLogin: 1,
  hideRegister: 1,
  closable: 1,
} satisfies Record<keyof WidgetSwitches, 1>) as (keyof WidgetSwitches)[];

function fail(call: string, problem: string): never {
  throw new TypeError(`ExchangeAuth.${call}: ${problem}`);
}

/** The options of `mount`, `open` or `update`, or a TypeError saying what is wrong. */
export function checkOptions(options: unknown, call: string): OpenOptions {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null) fail(call, 'options must be an object');
  const { view, colorMode, onEvent } = options as OpenOptions;
  if (view !== undefined && !views.includes(view)) {
    fail(call, `unknown view ${JSON.stringify(view)} (one of: ${views.join(', ')})`);
  }
  if (colorMode !== undefined && !colorModes.includes(colorMode)) {
    fail(call, `unknown colorMode ${JSON.stringify(colorMode)} (one of: ${colorModes.join(', ')})`);
  }
  if (onEvent !== undefined && typeof onEvent !== 'function') {
    fail(call, 'onEvent must be a function');
  }
  return options as OpenOptions;
}

/** `mount`'s element, or a TypeError: it must be an element that is in the document. */
export function checkElement(element: unknown): Element {
  if (!(element instanceof Element) || !element.isConnected) {
    fail('mount', 'the first argument must be an element in the document');
  }
  return element;
}

/**
 * The switches among `options` merged over `current`. Only text and yes/no values are taken
 * (anything else could not be posted to the frame); a switch given as undefined is dropped.
 */
export function mergeSwitches(current: WidgetSwitches, options: OpenOptions): WidgetSwitches {
  const merged: Record<string, unknown> = { ...current };
  for (const name of switchNames) {
    if (!(name in options)) continue;
    const value = options[name];
    if (typeof value === 'string' || typeof value === 'boolean') merged[name] = value;
    else delete merged[name];
  }
  return merged as WidgetSwitches;
}
