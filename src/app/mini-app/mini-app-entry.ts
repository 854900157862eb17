/**
 * What the mini app loads, in one chunk, only inside Telegram (src/app/main.tsx;
 * docs/mini-app.md): the bridge, the host the flows use, the theme that follows Telegram's and
 * the wrapper that puts the app's routes inside the mini app's provider.
 */
import type { SystemContext } from '@chakra-ui/react';
import { createElement, type ReactNode } from 'react';
import { environment, theme } from 'virtual:edition';
import { chatAppLanguage, currentMiniAppLaunch, type MiniAppLaunch } from './read-launch';
import { registerMiniApp, type ChatAppPlatformTag } from '@/sign-in/contracts/mini-app';
import { applyChatAppTheme } from '@/ui/theme/chat-app-theme';
import MiniAppInviteBanner from '@/flows/login/screen/mini-app-invite-banner';
import { chatIdentityFromInitData } from './chat-identity';
import { createMiniAppHost } from './create-mini-app-host';
import MiniAppRoot, { MINI_APP_HEADER_COLOR } from './mini-app-root';
import { watchSafeArea } from './safe-area';
import { createTelegramBridge } from './telegram-bridge';

export interface MiniAppShell {
  readonly platform: ChatAppPlatformTag;
  wrap(children: ReactNode): ReactNode;
}

/**
 * Reads the launch (null outside the mini app): the Telegram user's language for the page, and
 * the start of the mini app once the app's style system exists.
 */
export function prepareMiniApp(
  available: readonly string[],
):
  | { readonly language: string | undefined; start(system: SystemContext): MiniAppShell | null }
  | undefined {
  const launch = currentMiniAppLaunch();
  if (!launch) return undefined;
  const language = chatAppLanguage(launch, available);
  return { language, start: (system) => startMiniApp(launch, language, system) };
}

/** Null when the launch names no Telegram user: then the page is the ordinary web page. */
function startMiniApp(
  launch: MiniAppLaunch,
  language: string | undefined,
  system: SystemContext,
): MiniAppShell | null {
  const identity = chatIdentityFromInitData(launch.initData);
  if (!identity) return null;
  const bridge = createTelegramBridge(launch.version, environment.miniApp.webOrigin);
  const host = createMiniAppHost({
    launch,
    identity,
    bridge,
    bot: {
      username: environment.thirdParty.telegramBotName,
      avatarUrl: environment.miniApp.botAvatarUrl,
    },
    InviteBanner: MiniAppInviteBanner,
    language,
  });

  registerMiniApp(host);

  const applyTheme = (params: unknown) => {
    if (typeof params !== 'object' || params === null) return;
    const { dropped } = applyChatAppTheme(params as Record<string, unknown>, theme, system);
    if (dropped.length > 0) {
      console.warn('Telegram theme colours below WCAG AA were not used:', dropped.join(', '));
    }
  };
  applyTheme(parseJson(launch.themeParams));
  bridge.listen('theme_changed', (payload) =>
    applyTheme((payload as { theme_params?: unknown } | undefined)?.theme_params),
  );

  let ready = false;
  const onReady = () => {
    if (ready) return;
    ready = true;
    bridge.post('web_app_ready');
    bridge.post('web_app_expand');
    bridge.post('web_app_set_header_color', { color: MINI_APP_HEADER_COLOR });
    watchSafeArea(bridge, document.documentElement);
  };

  return {
    platform: host.platform,
    wrap: (children) => createElement(MiniAppRoot, { host, onReady, children }),
  };
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return null;
  }
}
