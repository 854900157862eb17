/**
 * The widget's contract (docs/embedding.md): the options a host page passes to `embed.js`, the
 * events it receives, and the messages the loader (on the host page) and the widget frame (on the
 * edition's origin) exchange. The loader and the frame both import this file, so a switch or an
 * event is named once. It imports only its two constant modules: the loader must stay a few KiB.
 */
import { FRAME_ID_PARAM } from './frame-id-param';

/** What the frame shows: the login or register page view, or the third-party sign-in block. */
export type WidgetView = 'login' | 'register' | 'third-party';
export type WidgetColorMode = 'light' | 'dark' | 'system';

/** The switches of the spec's embeddable views, the same for `mount` and `open`. */
export interface WidgetSwitches {
  /** Page and modal views: which screen shows first (default `login`). */
  readonly view?: WidgetView;
  /** A language the edition offers (`en`, `ar`, `tr-TUR` …); else the edition's default. */
  readonly lang?: string;
  /** `system` (default) follows the host visitor's preference. */
  readonly colorMode?: WidgetColorMode;
  /** Where the exchange sends the visitor when the host takes no success callback. */
  readonly redirectUrl?: string;
  /** Page view: no promo panel on the right. The widget hides it unless this is false. */
  readonly hideRightPanel?: boolean;
  /** No "Sign up" / "Log in" switch between the two screens. */
  readonly hideToggle?: boolean;
  readonly hideReferralCode?: boolean;
  readonly hideThirdParty?: boolean;
  readonly hidePhoneTab?: boolean;
  readonly hideEmailTab?: boolean;
  readonly readOnlyReferralCode?: boolean;
  readonly readOnlyEmail?: boolean;
  readonly email?: string;
  /** National number; with `countryCode` (digits, no `+`). */
  readonly phone?: string;
  readonly countryCode?: string;
  /** A referral code the host fills in (wins over the link's and the cookie's). */
  readonly userCode?: string;
  /** The register screen is an invite page (invite wording, the invite code shown). */
  readonly invitePage?: boolean;
  /** How the IP-limited notice shows: a modal (default, as the spec says) or inline. */
  readonly ipLimitNotice?: 'modal' | 'inline';
  /** Modal view: only the register screen (no way to log in) … */
  readonly hideLogin?: boolean;
  /** … or only the login screen. */
  readonly hideRegister?: boolean;
  /** Modal view: a close button and Escape (default true). */
  readonly closable?: boolean;
}

export interface WidgetResult {
  /** The sign-in or registration answer, without any credential. */
  readonly result: Readonly<Record<string, unknown>>;
  /** true after a registration (including a third-party sign-up). */
  readonly isNewUser: boolean;
  /** How the visitor got in: `thirdPartyLogin` is the spec's second callback argument. */
  readonly method: 'login' | 'register' | 'thirdPartyLogin';
}

export type WidgetEvent =
  | { readonly type: 'loaded-success'; readonly view: WidgetView }
  | { readonly type: 'loaded-error'; readonly reason: WidgetErrorReason; readonly message: string }
  | ({ readonly type: 'success' } & WidgetResult)
  | { readonly type: 'close'; readonly reason: string }
  | { readonly type: 'resize'; readonly height: number };

export type WidgetEventType = WidgetEvent['type'];

/**
 * Why the widget could not load: the host is not on the edition's list, the frame never answered
 * (network, a refused frame), the widget crashed, or the options were wrong.
 */
export type WidgetErrorReason = 'host-not-allowed' | 'timeout' | 'crashed' | 'bad-options';

export { HOST_CLOSED, MANUAL_SHUTDOWN } from './close-reasons';

/** Every message of the protocol carries this channel name and the widget's id. */
export const CHANNEL = 'exchange-auth-widget';

/** Frame → loader. `navigate` asks the host page to go to an exchange page (a site jump). */
export type FrameMessage =
  | { readonly channel: typeof CHANNEL; readonly id: string; readonly event: WidgetEvent }
  | {
      readonly channel: typeof CHANNEL;
      readonly id: string;
      readonly navigate: string;
    };

/** Loader → frame: new switches (`handle.update`), or the host closing the modal. */
export type HostMessage =
  | {
      readonly channel: typeof CHANNEL;
      readonly id: string;
      readonly update: WidgetSwitches;
    }
  | { readonly channel: typeof CHANNEL; readonly id: string; readonly close: string };

/** How the frame is opened: the page or the modal display. */
export type WidgetDisplay = 'page' | 'modal';

export { FRAME_ID_PARAM };

/**
 * Query parameters of the frame's URL. The names are the app's own URL switches
 * (docs/login.md, "What the URL switches"; docs/registration.md), so the frame is the app's own
 * login, register or third-party page with `embed` set.
 */
export const FRAME_PARAMS = {
  id: FRAME_ID_PARAM,
  host: 'embedHost',
  display: 'display',
  colorMode: 'colorMode',
  redirectUrl: 'redirect_url',
  hideRightPanel: 'hideRightPanel',
  hideToggle: 'hideToggle',
  hideReferralCode: 'hideReferral',
  hideThirdParty: 'hideThirdParty',
  hidePhoneTab: 'hidePhoneTab',
  hideEmailTab: 'hideEmailTab',
  readOnlyReferralCode: 'readOnlyRefCode',
  readOnlyEmail: 'readOnlyEmail',
  email: 'email',
  phone: 'phone',
  countryCode: 'country_code',
  userCode: 'userCode',
  invitePage: 'invitePage',
  ipLimitNotice: 'ipLimitNotice',
  hideLogin: 'hideLogin',
  hideRegister: 'hideRegister',
  closable: 'closable',
} as const;

const BOOLEAN_SWITCHES = [
  'hideRightPanel',
  'hideToggle',
  'hideReferralCode',
  'hideThirdParty',
  'hidePhoneTab',
  'hideEmailTab',
  'readOnlyReferralCode',
  'readOnlyEmail',
  'invitePage',
  'hideLogin',
  'hideRegister',
  'closable',
] as const;
const TEXT_SWITCHES = [
  'colorMode',
  'redirectUrl',
  'email',
  'phone',
  'countryCode',
  'userCode',
  'ipLimitNotice',
] as const;

/**
 * The frame's URL for a view: `{origin}/{lang}/{login|register|third-party}?embed=…`.
 * `view` picks the path; in the modal, `hideLogin` forces register and `hideRegister` login.
 */
export function frameUrl(input: {
  readonly origin: string;
  readonly id: string;
  readonly hostOrigin: string;
  readonly display: WidgetDisplay;
  readonly switches: WidgetSwitches;
}): string {
  const { switches } = input;
  let view: WidgetView = switches.view ?? 'login';
  if (input.display === 'modal') {
    if (view === 'third-party') view = 'login';
    if (switches.hideLogin) view = 'register';
    else if (switches.hideRegister) view = 'login';
  }
  const query = new URLSearchParams();
  query.set(FRAME_PARAMS.id, input.id);
  query.set(FRAME_PARAMS.host, input.hostOrigin);
  if (input.display === 'modal') query.set(FRAME_PARAMS.display, 'modal');
  // The page view hides the promo panel unless the host asks for it (a widget is narrow).
  const withDefaults: WidgetSwitches = { hideRightPanel: true, ...switches };
  for (const key of BOOLEAN_SWITCHES) {
    const value = withDefaults[key];
    if (typeof value === 'boolean') query.set(FRAME_PARAMS[key], value ? '1' : '0');
  }
  for (const key of TEXT_SWITCHES) {
    const value = withDefaults[key];
    if (typeof value === 'string' && value !== '') query.set(FRAME_PARAMS[key], value);
  }
  const lang = switches.lang ? `/${encodeURIComponent(switches.lang)}` : '';
  return `${input.origin}${lang}/${view}?${query.toString()}`;
}

/** Whether a value received by postMessage is a message of this widget (shape only). */
export function isChannelMessage(
  data: unknown,
  id: string,
): data is { readonly channel: typeof CHANNEL; readonly id: string } & Record<string, unknown> {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { channel?: unknown }).channel === CHANNEL &&
    (data as { id?: unknown }).id === id
  );
}
