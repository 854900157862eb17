import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';
import { CheckboxField } from '@/ui/checkbox-field';
import type { ChatUser, MiniAppHost } from '@/sign-in/contracts/mini-app';

export type ChatAuthorisationVariant = 'login' | 'link';

export interface ChatAuthorisationChoice {
  readonly accepted: boolean;
  readonly allowMessages: boolean;
}

/**
 * The mini app's authorisation page (docs/mini-app.md, "Authorisation pages"), in its two
 * variants: login-authorisation (use the Telegram account to log in) and link-authorisation
 * (link it to the account just signed in to). The user's and the bot's pictures, the 'allow bot
 * messages' box — ticked by default — and Accept, which stays disabled while the box is off, and
 * Decline. Telegram's Main Button mirrors Accept and its Back Button declines.
 */
export default function ChatAuthorisationDialog({
  variant,
  miniApp,
  onChoice,
}: {
  variant: ChatAuthorisationVariant;
  miniApp: MiniAppHost;
  onChoice: (choice: ChatAuthorisationChoice) => void;
}) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  const [allowMessages, setAllowMessages] = useState(true);
  const bot = `@${miniApp.bot.username}`;
  const accept = () => onChoice({ accepted: true, allowMessages });
  const decline = () => onChoice({ accepted: false, allowMessages });

  useEffect(
    () =>
      miniApp.showMainButton({
        text: t('chatAuthorisation.accept'),
        active: allowMessages,
        progress: false,
        onPress: () => onChoice({ accepted: true, allowMessages: true }),
      }),
    [miniApp, allowMessages, onChoice, t],
  );
  useEffect(
    () => miniApp.showBackButton(() => onChoice({ accepted: false, allowMessages: false })),
    [miniApp, onChoice],
  );

  return (
    <AppDialog
      open
      onClose={decline}
      role="alertdialog"
      closeOnInteractOutside={false}
      title={t(`chatAuthorisation.${variant}.title`)}
      footer={
        <>
          <Button variant="outline" onClick={decline}>
            {t('chatAuthorisation.decline')}
          </Button>
          <Button onClick={accept} disabled={!allowMessages}>
            {t('chatAuthorisation.accept')}
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <HStack justify="center" gap="4" aria-hidden="true">
          <Avatar user={miniApp.user} />
          <Text fontSize="2xl" color="fg.muted">
            ⇄
          </Text>
          <Avatar src={miniApp.bot.avatarUrl} initials={miniApp.bot.username.slice(0, 1)} />
        </HStack>
        <Text>
          {t(`chatAuthorisation.${variant}.body`, {
            name: displayName(miniApp.user),
            bot,
            interpolation: { escapeValue: false },
          })}
        </Text>
        <CheckboxField
          label={t('chatAuthorisation.allowMessages', {
            bot,
            interpolation: { escapeValue: false },
          })}
          checked={allowMessages}
          onCheckedChange={setAllowMessages}
        />
      </Stack>
    </AppDialog>
  );
}

function displayName(user: ChatUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  if (user.username) return name ? `${name} (@${user.username})` : `@${user.username}`;
  return name || user.id;
}

/** A round picture, or the initial when there is none or it fails to load. */
function Avatar(props: { user: ChatUser } | { src: string; initials: string }) {
  const src = 'user' in props ? props.user.photoUrl : props.src;
  const initials =
    'user' in props
      ? (props.user.firstName || props.user.username || '?').slice(0, 1)
      : props.initials;
  const [failed, setFailed] = useState(false);
  return (
    <Box
      boxSize="16"
      borderRadius="full"
      overflow="hidden"
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontSize="2xl"
      fontWeight="semibold"
    >
      {src && !failed ? (
        <img src={src} alt="" width={64} height={64} onError={() => setFailed(true)} />
      ) : (
        initials.toUpperCase()
      )}
    </Box>
  );
}
