import { Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThirdPartyBlockProps } from '@/sign-in/contracts/third-party-block';
import { useEdition } from '@/editions/edition-context';
import { useWidgetHost } from '@/sign-in/contracts/widget-host';
import { useMiniApp } from '@/sign-in/contracts/mini-app';
import { AppleSignInButton } from './apple-sign-in-button';
import { GoogleSignIn } from './google-sign-in';
import { groupLabelKey, ThirdPartyBlockPlaceholder } from './third-party-block-placeholder';
import { MiniAppTelegramButton } from './mini-app-telegram-button';
import { TelegramLoginWidget } from './telegram-login-widget';
import { useThirdPartyFlow } from './use-third-party-flow';
import { useThirdPartyVisibility } from './use-third-party-visibility';

/**
 * The third-party button group (docs/third-party.md, "How a screen gets it"): 'sign in with' /
 * 'sign up with', then the buttons the edition and the visibility rules allow. Each provider's
 * adapter and script load when its button first renders; a credential starts the third-party flow.
 */
export default function ThirdPartyBlock({
  intent,
  referralCode,
  partnerChannel,
  siteJumpContext = intent,
}: ThirdPartyBlockProps) {
  const { t } = useTranslation('thirdParty');
  const labelId = useId();
  const visibility = useThirdPartyVisibility();
  const signIn = useThirdPartyFlow(intent, referralCode, siteJumpContext, partnerChannel);
  const { manifest } = useEdition();
  // No One Tap card inside the widget's frame: it would cover the host's slot, and the host page
  // may prompt for itself (docs/embedding.md, "Options").
  const inWidget = useWidgetHost() !== null;
  const miniApp = useMiniApp();
  if (!visibility) {
    return (
      <ThirdPartyBlockPlaceholder intent={intent} count={manifest.thirdParty.providers.length} />
    );
  }
  if (visibility.providers.length === 0) return null;

  return (
    <Stack role="group" aria-labelledby={labelId} gap="3" alignItems="center" width="full">
      <Text id={labelId} color="fg.muted" fontSize="sm" textAlign="center">
        {t(groupLabelKey(intent))}
      </Text>
      {visibility.providers.map((provider) => {
        switch (provider) {
          case 'google':
            return (
              <GoogleSignIn
                key={provider}
                intent={intent}
                oneTap={visibility.oneTap && !inWidget}
                onCredential={(token) => void signIn({ provider, token })}
              />
            );
          case 'apple':
            return (
              <AppleSignInButton
                key={provider}
                intent={intent}
                onCredential={(token) => void signIn({ provider, token })}
              />
            );
          case 'telegram':
            return miniApp ? (
              <MiniAppTelegramButton
                key={provider}
                miniApp={miniApp}
                onCredential={(token) => void signIn({ provider, token })}
              />
            ) : (
              <TelegramLoginWidget
                key={provider}
                intent={intent}
                onCredential={(token) => void signIn({ provider, token })}
              />
            );
          default: {
            const unknown: never = provider;
            return unknown;
          }
        }
      })}
    </Stack>
  );
}
