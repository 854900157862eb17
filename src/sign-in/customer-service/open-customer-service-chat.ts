/**
 * Opens the customer-service chat widget (docs/registration-pieces.md, "Customer-service chat"):
 * its script is loaded on first use through the page's one script loader, then
 * `window.CustomerServiceChat.open({ lang, topic })` shows the chat. Rejects when the script does
 * not load or offers no such API.
 */
import type { CustomerServiceChatSettings } from '@/config/environments';
import { TOAST_MS } from '@/api/error-constants';
import { showToast } from '@/ui/show-toast';
import { loadScript } from '../browser/load-script';

/** What the visitor needs help with; the chat's first line names it. */
export type CustomerServiceTopic = 'chineseEmail';

interface CustomerServiceChatApi {
  open(options: { lang: string; topic: CustomerServiceTopic }): void;
}

declare global {
  interface Window {
    CustomerServiceChat?: CustomerServiceChatApi;
  }
}

export async function openCustomerServiceChat(
  settings: CustomerServiceChatSettings,
  options: { lang: string; topic: CustomerServiceTopic },
  load: (url: string) => Promise<void> = loadScript,
): Promise<void> {
  await load(settings.script);
  const chat = window.CustomerServiceChat;
  if (!chat) throw new Error(`${settings.script} did not offer window.CustomerServiceChat`);
  chat.open(options);
}

/**
 * Opens the chat, or tells the visitor it could not be opened (2 s); whatever they were doing
 * stays as it was. Loaded when the visitor asks for the chat.
 */
export async function openCustomerServiceChatOrTell(
  settings: CustomerServiceChatSettings,
  options: { lang: string; topic: CustomerServiceTopic },
  failureMessage: string,
): Promise<void> {
  try {
    await openCustomerServiceChat(settings, options);
  } catch {
    showToast({ type: 'error', description: failureMessage, duration: TOAST_MS.short });
  }
}
