import { createContext, use, useEffect, useRef, type ComponentType, type RefObject } from 'react';

/**
 * The chat app (Telegram) around this page when it runs as a mini app (docs/mini-app.md): who
 * the Telegram user is, what the launch asked for, and Telegram's own controls. Filled by the
 * mini app's provider (src/app/mini-app), which loads only inside the mini app; absent everywhere
 * else, where the flows go their usual way.
 */
/** The platform tag of every request inside the mini app (docs/mini-app.md). */
export type ChatAppPlatformTag = 'pc_tg' | 'ios_tg' | 'android_tg';

export interface ChatUser {
  /** The Telegram user id, as text. */
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly username: string;
  /** Absolute address of the user's photo, or ''. */
  readonly photoUrl: string;
  /** Telegram says the bot may already write to the user. */
  readonly allowsWriteToPm: boolean;
}

/** A campaign task the launch names (start parameter or query): completed after sign-in. */
export interface CampaignTask {
  readonly campaignId: string;
  readonly taskId: string;
}

export interface MainButtonState {
  readonly text: string;
  readonly active: boolean;
  readonly progress: boolean;
  readonly onPress: () => void;
}

export interface MiniAppHost {
  readonly platform: ChatAppPlatformTag;
  /** The Telegram user's language when the edition offers it (docs/mini-app.md, "Telegram's controls"). */
  readonly language: string | undefined;
  /** The raw init data, sent as the chat token header of the task call. */
  readonly initData: string;
  /** `telegram_callback_mini`: the chat identity (docs/mini-app.md, "The chat identity"). */
  readonly chatIdentity: string;
  readonly user: ChatUser;
  readonly bot: { readonly username: string; readonly avatarUrl: string };
  /** From the start parameter; the page's query may name another (the flow decides). */
  readonly task: CampaignTask | null;
  /** An inviter's referral code from the start parameter, or ''. */
  readonly inviteCode: string;
  /** Asks Telegram to let the bot write to the user (Bot API 6.9+); false when refused or older. */
  requestWriteAccess(): Promise<boolean>;
  /** Closes the mini app. */
  close(): void;
  /** Opens an address in the visitor's browser, outside Telegram. */
  openLink(url: string): void;
  /** Haptic feedback on a result (success or error), where the device has it. */
  notify(result: 'success' | 'error'): void;
  /** Shows Telegram's Main Button in this state; the returned function hides it again. */
  showMainButton(state: MainButtonState): () => void;
  /** Shows Telegram's Back Button calling `onPress`; the returned function hides it again. */
  showBackButton(onPress: () => void): () => void;
  /**
   * The Main Button as this submit button: its text and progress, and pressing it submits the
   * button's form. The in-page button stays for keyboards and screen readers. Returns the unbind.
   */
  bindSubmitButton(
    button: RefObject<HTMLButtonElement | null>,
    text: string,
    progress: boolean,
  ): () => void;
  /** The invite banner the login page shows instead of its way over to sign-up. */
  readonly InviteBanner: ComponentType;
}

export const MiniAppContext = createContext<MiniAppHost | null>(null);

export function useMiniApp(): MiniAppHost | null {
  return use(MiniAppContext);
}

let registered: MiniAppHost | null = null;

/**
 * The page's one mini app, for what renders outside the routes (the request wrapper's dialogs:
 * 40004 closes the mini app). Set once by the mini app's start.
 */
export function registerMiniApp(host: MiniAppHost | null): void {
  registered = host;
}

export function currentMiniApp(): MiniAppHost | null {
  return registered;
}

/**
 * Telegram's Main Button as a form's submit button inside the mini app (docs/mini-app.md,
 * "Telegram's controls"). Returns the ref to put on the submit button; outside the mini app it
 * does nothing. The binding itself lives with the mini app's code.
 */
export function useMainButtonSubmit(
  text: string,
  progress: boolean,
): RefObject<HTMLButtonElement | null> {
  const miniApp = useMiniApp();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => miniApp?.bindSubmitButton(button, text, progress), [miniApp, text, progress]);
  return button;
}
