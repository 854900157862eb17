import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChatAuthorisationChoice } from '@/sign-in/chat-link/chat-authorisation-dialog';
import type { MiniAppHost } from '@/sign-in/contracts/mini-app';
import { useDialogs } from '@/ui/dialog-service';
import { TelegramMark } from './provider-icons';

/**
 * The chat-app button inside the mini app (docs/mini-app.md, "Authorisation pages"): Telegram's
 * login widget does not run there, and the visitor is already known to Telegram. The button opens
 * login-authorisation; Accept logs in with the launch's init data as the credential (asking
 * Telegram for write access first when the box is ticked), Decline closes the mini app.
 */
export function MiniAppTelegramButton({
  miniApp,
  onCredential,
}: {
  miniApp: MiniAppHost;
  onCredential: (token: string) => void;
}) {
  const { t } = useTranslation('thirdParty');
  const dialogs = useDialogs();

  const authorise = async () => {
    const { default: ChatAuthorisationDialog } =
      await import('@/sign-in/chat-link/chat-authorisation-dialog');
    const choice = await dialogs.open<ChatAuthorisationChoice>((resolve) => (
      <ChatAuthorisationDialog variant="login" miniApp={miniApp} onChoice={resolve} />
    ));
    if (!choice.accepted) {
      miniApp.close();
      return;
    }
    if (choice.allowMessages) await miniApp.requestWriteAccess();
    onCredential(miniApp.initData);
  };

  return (
    <Button
      type="button"
      variant="outline"
      width="full"
      maxWidth="400px"
      borderRadius="full"
      onClick={() => void authorise()}
    >
      <TelegramMark aria-hidden="true" />
      {t('telegramWidgetTitle')}
    </Button>
  );
}
