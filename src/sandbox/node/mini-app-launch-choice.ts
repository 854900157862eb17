/**
 * What the mini app launch page launches, read from its query string (the page's form is a GET,
 * so a launch is a shareable URL; docs/sandbox.md, "The Telegram mini app", "The launch page"),
 * and the launch itself: the signed init data and the iframe address with Telegram's launch
 * parameters in its fragment, as Telegram Web opens a mini app.
 *
 * Unknown values fall back to the defaults with a note for the page; the path must be a path on
 * the page's own origin.
 */
import { buildMiniAppInitData } from '../chat-app/mini-app-launch-data';
import type { MiniAppThemeName, MiniAppThemeParams } from '../chat-app/mini-app-themes';
import { MINI_APP_THEMES, MINI_APP_THEME_NAMES } from '../chat-app/mini-app-themes';
import type { SandboxMiniAppUser } from '../fixtures/mini-app-users';
import { SANDBOX_MINI_APP_USERS, findMiniAppUser } from '../fixtures/mini-app-users';

/** `tgWebAppPlatform` values Telegram's apps send. */
export const MINI_APP_PLATFORMS = ['android', 'ios', 'tdesktop', 'macos', 'weba'] as const;
export type MiniAppPlatform = (typeof MINI_APP_PLATFORMS)[number];

/** Bot API versions offered: the current one, and an old client's. */
export const MINI_APP_VERSIONS = ['8.0', '6.2'] as const;

export const DEFAULT_LAUNCH_PATH = '/telegram-register-login';
/** Telegram's own limit for the start parameter; longer text is cut. */
const START_PARAM_MAX_LENGTH = 512;
const PATH_MAX_LENGTH = 2048;

/** The query parameters of the launch page. */
export const LAUNCH_PARAMS = {
  user: 'user',
  platform: 'platform',
  theme: 'theme',
  version: 'version',
  path: 'path',
  startParam: 'start_param',
  directLink: 'direct_link',
  stale: 'stale',
  tampered: 'tampered',
  refuseWriteAccess: 'refuse_write_access',
} as const;

export interface MiniAppLaunchChoice {
  readonly user: SandboxMiniAppUser;
  readonly platform: MiniAppPlatform;
  readonly theme: MiniAppThemeName;
  readonly version: string;
  readonly path: string;
  readonly startParam: string;
  readonly directLink: boolean;
  readonly stale: boolean;
  readonly tampered: boolean;
  /** The bridge stub answers web_app_request_write_access with `cancelled`. */
  readonly refuseWriteAccess: boolean;
}

export interface ReadChoice {
  readonly choice: MiniAppLaunchChoice;
  /** What was refused and replaced by a default, for the page to say. */
  readonly notes: readonly string[];
}

export function readLaunchChoice(search: string): ReadChoice {
  const params = new URLSearchParams(search);
  const notes: string[] = [];
  const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = params.get(name);
    if (value === null || value === '') return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    notes.push(`${name} must be one of ${allowed.join(', ')}; launched with ${fallback}`);
    return fallback;
  };
  const fallbackUser = SANDBOX_MINI_APP_USERS[0];
  if (!fallbackUser) throw new Error('The sandbox has no mini app users');
  const userValue = params.get(LAUNCH_PARAMS.user) ?? '';
  const user = findMiniAppUser(userValue) ?? fallbackUser;
  if (userValue !== '' && user.key !== userValue) {
    notes.push(`user must be one of the users listed; launched as ${user.key}`);
  }
  const pathValue = params.get(LAUNCH_PARAMS.path) ?? '';
  const path =
    pathValue === '' ? DEFAULT_LAUNCH_PATH : (sameOriginPath(pathValue) ?? DEFAULT_LAUNCH_PATH);
  if (pathValue !== '' && path !== pathValue) {
    notes.push(
      `path must be a path on this origin starting with one /, without a fragment; launched ${DEFAULT_LAUNCH_PATH}`,
    );
  }
  const flag = (name: string) => params.get(name) === '1';
  return {
    choice: {
      user,
      platform: pick(LAUNCH_PARAMS.platform, MINI_APP_PLATFORMS, 'android'),
      theme: pick(LAUNCH_PARAMS.theme, MINI_APP_THEME_NAMES, 'light'),
      version: pick(LAUNCH_PARAMS.version, MINI_APP_VERSIONS, '8.0'),
      path,
      startParam: (params.get(LAUNCH_PARAMS.startParam) ?? '').slice(0, START_PARAM_MAX_LENGTH),
      directLink: flag(LAUNCH_PARAMS.directLink),
      stale: flag(LAUNCH_PARAMS.stale),
      tampered: flag(LAUNCH_PARAMS.tampered),
      refuseWriteAccess: flag(LAUNCH_PARAMS.refuseWriteAccess),
    },
    notes,
  };
}

/**
 * The path when it stays on the page's origin: one leading `/` (not `//` or `/\`, which browsers
 * read as another host), no fragment (the launch parameters are the fragment), no white space or
 * control characters.
 */
export function sameOriginPath(value: string): string | undefined {
  if (value.length > PATH_MAX_LENGTH || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\s#\u0000-\u001f\u007f]/.test(value)) return undefined;
  const base = 'http://sandbox.invalid';
  try {
    return new URL(value, base).origin === base ? value : undefined;
  } catch {
    return undefined;
  }
}

export interface MiniAppLaunch {
  /** The raw init data (`tgWebAppData`). */
  readonly initData: string;
  /** The iframe's address: the path, then the launch parameters as its fragment. */
  readonly frameSrc: string;
  readonly themeParams: MiniAppThemeParams;
}

export interface LaunchInput {
  readonly choice: MiniAppLaunchChoice;
  /** The page's origin, for `photo_url`. */
  readonly origin: string;
  readonly nowSeconds: number;
  readonly signature?: (fields: Readonly<Record<string, string>>) => string;
}

/** Signs the init data and puts the launch parameters in the fragment, as Telegram does. */
export function buildMiniAppLaunch({
  choice,
  origin,
  nowSeconds,
  signature,
}: LaunchInput): MiniAppLaunch {
  const initData = buildMiniAppInitData({
    user: choice.user,
    origin,
    nowSeconds,
    directLink: choice.directLink,
    startParam: choice.startParam,
    stale: choice.stale,
    tampered: choice.tampered,
    signature,
  });
  const themeParams = MINI_APP_THEMES[choice.theme];
  const fragment = [
    `tgWebAppData=${encodeURIComponent(initData)}`,
    `tgWebAppVersion=${encodeURIComponent(choice.version)}`,
    `tgWebAppPlatform=${encodeURIComponent(choice.platform)}`,
    `tgWebAppThemeParams=${encodeURIComponent(JSON.stringify(themeParams))}`,
    ...(choice.startParam ? [`tgWebAppStartParam=${encodeURIComponent(choice.startParam)}`] : []),
  ].join('&');
  return { initData, frameSrc: `${choice.path}#${fragment}`, themeParams };
}
