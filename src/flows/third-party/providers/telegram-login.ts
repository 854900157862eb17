/**
 * The chat-app provider: Telegram's login widget (core.telegram.org/widgets/login). The widget
 * is a script tag embedded where the button goes, `data-telegram-login` naming the bot and
 * `data-onauth` the function it calls with the visitor's data once they accept. Constants of
 * the chat-app variant (docs/third-party.md, "Chat-app (Telegram) constants"): the mount is retried
 * 10 times at 50 ms while the container is not in the page yet, and the title fix runs again 1.5 s
 * after mounting: Telegram's frame has no title, which screen readers announce as an unnamed frame.
 */
import { embedScript } from '@/sign-in/browser/load-script';

export const WIDGET_MOUNT_TRIES = 10;
export const WIDGET_MOUNT_INTERVAL_MS = 50;
export const TITLE_FIX_DELAY_MS = 1500;

/** Telegram's login data: the user fields and their `hash`. */
export type TelegramAuthData = Readonly<Record<string, string | number>>;

export interface TelegramWidgetSettings {
  readonly scriptUrl: string;
  readonly botName: string;
  /** Where the widget goes; null while it is not in the page. */
  readonly container: () => HTMLElement | null;
  readonly onAuth: (data: TelegramAuthData) => void;
  /** The accessible name given to the widget's frame. */
  readonly frameTitle: string;
  readonly language: string;
}

export class WidgetContainerMissing extends Error {
  constructor() {
    super(`The Telegram widget container was not in the page after ${WIDGET_MOUNT_TRIES} tries`);
    this.name = 'WidgetContainerMissing';
  }
}

/** Waits for the container: the first try at once, then every 50 ms, 10 tries in all. */
export async function waitForContainer(
  container: () => HTMLElement | null,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<HTMLElement> {
  for (let attempt = 1; attempt <= WIDGET_MOUNT_TRIES; attempt += 1) {
    const element = container();
    if (element?.isConnected) return element;
    if (attempt < WIDGET_MOUNT_TRIES) await wait(WIDGET_MOUNT_INTERVAL_MS);
  }
  throw new WidgetContainerMissing();
}

let callbacks = 0;

/** Mounts the widget; resolves with its unmount once the script has run. */
export async function mountTelegramWidget(settings: TelegramWidgetSettings): Promise<() => void> {
  const parent = await waitForContainer(settings.container);
  callbacks += 1;
  // data-onauth is evaluated by the widget as code with `user` in scope: it names a global.
  const callbackName = `__exchangeTelegramAuth${callbacks}`;
  const page = window as unknown as Record<string, unknown>;
  page[callbackName] = (user: TelegramAuthData) => settings.onAuth(user);
  let script: HTMLScriptElement;
  try {
    script = await embedScript(parent, settings.scriptUrl, {
      telegramLogin: settings.botName,
      size: 'large',
      radius: '20',
      requestAccess: 'write',
      userpic: 'false',
      lang: settings.language,
      onauth: `${callbackName}(user)`,
    });
  } catch (error) {
    delete page[callbackName];
    throw error;
  }
  const giveTitle = () =>
    parent.querySelector('iframe')?.setAttribute('title', settings.frameTitle);
  giveTitle();
  // Again once the widget has settled: its script may replace the frame after loading it.
  const titleFix = setTimeout(giveTitle, TITLE_FIX_DELAY_MS);
  return () => {
    clearTimeout(titleFix);
    delete page[callbackName];
    script.remove();
    parent.querySelector('iframe')?.remove();
  };
}

/**
 * Telegram's redirect variant comes back to the page with `#tgAuthResult=<base64 JSON>` (when
 * the popup could not open, as in some in-app browsers): the login data, or undefined.
 */
export function readTelegramRedirectResult(hash: string): TelegramAuthData | undefined {
  const match = /(?:^#|&)tgAuthResult=([A-Za-z0-9_\-+/=]+)/.exec(hash);
  if (!match?.[1]) return undefined;
  try {
    const json = atob(match[1].replace(/-/g, '+').replace(/_/g, '/'));
    const data: unknown = JSON.parse(json);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
    return data as TelegramAuthData;
  } catch {
    return undefined;
  }
}
