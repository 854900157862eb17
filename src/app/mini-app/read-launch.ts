/**
 * The chat app's (Telegram's) launch parameters, read once when the page starts (docs/mini-app.md,
 * "Launch"). Telegram opens a mini app with them in the URL fragment — `tgWebAppData` (the raw
 * init data), `tgWebAppVersion`, `tgWebAppPlatform`, `tgWebAppThemeParams` and optionally
 * `tgWebAppStartParam`. They are kept for the tab (session storage): a navigation inside the mini
 * app, such as a full load of the task page, drops the fragment but not the mini app.
 */
import { sessionStore, type SafeStorage } from '@/lib/storage';
import { MINI_APP_LAUNCH_KEY } from '@/sign-in/browser/mini-app-hint';
import type { ChatAppPlatformTag } from '@/sign-in/contracts/mini-app';
import { matchLocalePrefix } from '../locale/resolve-locale';

export interface MiniAppLaunch {
  /** The init data exactly as Telegram sent it; the exchange checks its hash. */
  readonly initData: string;
  readonly version: string;
  /** `android`, `ios`, `tdesktop`, `macos`, `weba`, `webk`, … */
  readonly platform: string;
  /** The theme parameters' JSON text (may be empty). */
  readonly themeParams: string;
  readonly startParam: string;
  /** The Telegram user's language (`language_code` of the init data's user), or ''. */
  readonly userLanguage: string;
}

export interface LaunchSources {
  readonly hash: string;
  readonly search: string;
  readonly storage: SafeStorage;
}

/** The launch parameters of this page or of the mini app it was opened in; null outside. */
export function readMiniAppLaunch(sources: LaunchSources): MiniAppLaunch | null {
  const fresh = fromQuery(sources.hash.replace(/^#/, '')) ?? fromQuery(sources.search);
  if (fresh) {
    sources.storage.setJson(MINI_APP_LAUNCH_KEY, fresh);
    return fresh;
  }
  return fromStored(sources.storage.getJson(MINI_APP_LAUNCH_KEY));
}

function fromQuery(text: string): MiniAppLaunch | null {
  if (!text.includes('tgWebAppData=')) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    return null;
  }
  const initData = params.get('tgWebAppData') ?? '';
  if (initData === '') return null;
  return {
    initData,
    version: params.get('tgWebAppVersion') ?? '',
    platform: params.get('tgWebAppPlatform') ?? '',
    themeParams: params.get('tgWebAppThemeParams') ?? '',
    startParam: params.get('tgWebAppStartParam') ?? '',
    userLanguage: userLanguage(initData),
  };
}

function fromStored(value: unknown): MiniAppLaunch | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const text = (name: string) => (typeof stored[name] === 'string' ? stored[name] : '');
  if (text('initData') === '') return null;
  return {
    initData: text('initData'),
    version: text('version'),
    platform: text('platform'),
    themeParams: text('themeParams'),
    startParam: text('startParam'),
    userLanguage: text('userLanguage'),
  };
}

function userLanguage(initData: string): string {
  try {
    const user: unknown = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null');
    const code = (user as { language_code?: unknown } | null)?.language_code;
    return typeof code === 'string' ? code : '';
  } catch {
    return '';
  }
}

/** Telegram's platform name → our tag: Android and iOS have their own, the rest are desktop/web. */
export function chatAppPlatformTag(platform: string): ChatAppPlatformTag {
  if (platform === 'android' || platform === 'android_x') return 'android_tg';
  if (platform === 'ios') return 'ios_tg';
  return 'pc_tg';
}

/** This page's launch parameters; null outside the mini app. */
export function currentMiniAppLaunch(): MiniAppLaunch | null {
  return readMiniAppLaunch({
    hash: window.location.hash,
    search: window.location.search,
    storage: sessionStore,
  });
}

/** The Telegram user's language (`pt-br`, `zh_hans`) as one the edition offers, if it offers it. */
export function chatAppLanguage(
  launch: MiniAppLaunch,
  available: readonly string[],
): string | undefined {
  return matchLocalePrefix(launch.userLanguage.replace(/_/g, '-'), available);
}
