/**
 * The mini app's host for the flows (`MiniAppHost`, src/sign-in/contracts/mini-app.tsx) over
 * Telegram's bridge: the user and the launch, and Telegram's Main Button, Back Button, haptics,
 * write access, links and closing (docs/mini-app.md, "Telegram's controls").
 */
import type { MiniAppLaunch } from './read-launch';
import { chatAppPlatformTag } from './read-launch';
import type { MainButtonState, MiniAppHost } from '@/sign-in/contracts/mini-app';
import type { ChatIdentity } from './chat-identity';
import { parseStartParam } from './start-param';
import type { TelegramBridge } from './telegram-bridge';

/** How long Telegram's write-access prompt may stay open before we go on without an answer. */
export const WRITE_ACCESS_WAIT_MS = 120_000;

export interface MiniAppHostInput {
  readonly launch: MiniAppLaunch;
  readonly identity: ChatIdentity;
  readonly bridge: TelegramBridge;
  readonly bot: MiniAppHost['bot'];
  readonly InviteBanner: MiniAppHost['InviteBanner'];
  readonly language: string | undefined;
}

export function createMiniAppHost({
  launch,
  identity,
  bridge,
  bot,
  InviteBanner,
  language,
}: MiniAppHostInput): MiniAppHost {
  const start = parseStartParam(launch.startParam);
  const mainButton = controlStack<MainButtonState>((state) => {
    bridge.post(
      'web_app_setup_main_button',
      state
        ? {
            is_visible: true,
            is_active: state.active,
            is_progress_visible: state.progress,
            text: state.text,
          }
        : { is_visible: false },
    );
  });
  bridge.listen('main_button_pressed', () => {
    const state = mainButton.top();
    if (state?.active && !state.progress) state.onPress();
  });
  const backButton = controlStack<() => void>((onPress) => {
    bridge.post('web_app_setup_back_button', { is_visible: onPress !== undefined });
  });
  bridge.listen('back_button_pressed', () => backButton.top()?.());

  const showMainButton = (state: MainButtonState) => mainButton.push(state);
  return {
    InviteBanner,
    language,
    platform: chatAppPlatformTag(launch.platform),
    initData: launch.initData,
    chatIdentity: identity.payload,
    user: identity.user,
    bot,
    task: start.task,
    inviteCode: start.inviteCode,
    async requestWriteAccess() {
      if (identity.user.allowsWriteToPm) return true;
      return new Promise<boolean>((resolve) => {
        let settled = false;
        const finish = (allowed: boolean) => {
          if (settled) return;
          settled = true;
          stop();
          clearTimeout(timer);
          resolve(allowed);
        };
        const stop = bridge.listen('write_access_requested', (payload) => {
          finish((payload as { status?: unknown } | undefined)?.status === 'allowed');
        });
        const timer = setTimeout(() => finish(false), WRITE_ACCESS_WAIT_MS);
        if (!bridge.post('web_app_request_write_access')) finish(false);
      });
    },
    close: () => void bridge.post('web_app_close'),
    openLink: (url) => void bridge.post('web_app_open_link', { url }),
    notify: (result) =>
      void bridge.post('web_app_trigger_haptic_feedback', {
        type: 'notification',
        notification_type: result,
      }),
    showMainButton,
    bindSubmitButton: (button, text, progress) =>
      showMainButton({
        text,
        active: !progress,
        progress,
        onPress: () => {
          const submit = button.current;
          if (submit && !submit.disabled) submit.form?.requestSubmit(submit);
        },
      }),
    showBackButton: (onPress) => backButton.push(onPress),
  };
}

/**
 * One of Telegram's single controls shared by several screens: the newest owner shows it; when
 * it lets go, the one before it shows it again (a dialog over a form, then the form).
 */
function controlStack<T>(apply: (state: T | undefined) => void) {
  const owners: { state: T }[] = [];
  const top = () => owners.at(-1)?.state;
  return {
    top,
    push(state: T): () => void {
      const entry = { state };
      owners.push(entry);
      apply(state);
      return () => {
        const index = owners.indexOf(entry);
        if (index < 0) return;
        const wasTop = index === owners.length - 1;
        owners.splice(index, 1);
        if (wasTop) apply(top());
      };
    },
  };
}
