import { Box, Skeleton } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '@/editions/edition-context';
import { useColorMode } from '@/ui/color-mode/use-color-mode';
import { startOneTap } from './providers/one-tap';
import { GoogleMark } from './provider-icons';
import { ProviderFallbackButton } from './provider-fallback-button';
import { PROVIDER_NAMES } from './provider-names';
import { useProviderLoader } from './use-provider-loader';
import { PROVIDER_BUTTON_HEIGHT } from './third-party-block-placeholder';

/** Google's large button, the height the block's placeholder holds for it. */
const BUTTON_HEIGHT = PROVIDER_BUTTON_HEIGHT;
const MAX_BUTTON_WIDTH = 400;

export interface GoogleSignInProps {
  readonly intent: 'login' | 'register';
  /** The visibility rules allow the One Tap prompt. */
  readonly oneTap: boolean;
  readonly onCredential: (credential: string) => void;
}

/** Google's own button (rendered by its script) and, where allowed, the One Tap prompt. */
export function GoogleSignIn({ intent, oneTap, onCredential }: GoogleSignInProps) {
  const { t, i18n } = useTranslation('thirdParty');
  const { environment } = useEdition();
  const { colorMode } = useColorMode();
  const { scripts, googleClientId } = environment.thirdParty;
  const container = useRef<HTMLDivElement>(null);
  const deliver = useRef(onCredential);
  useEffect(() => {
    deliver.current = onCredential;
  });

  const { state, retry } = useProviderLoader(
    () =>
      import('./providers/google-identity').then(({ loadGoogleIdentity }) =>
        loadGoogleIdentity({
          scriptUrl: scripts.google,
          clientId: googleClientId,
          context: intent === 'login' ? 'signin' : 'signup',
          onCredential: (credential) => deliver.current(credential),
        }),
      ),
    `${scripts.google}|${googleClientId}|${intent}`,
  );
  const identity = state.status === 'ready' ? state.value : undefined;
  const language = i18n.language;

  useEffect(() => {
    const parent = container.current;
    if (!identity || !parent) return;
    identity.renderButton(parent, {
      text: intent === 'login' ? 'signin_with' : 'signup_with',
      theme: colorMode === 'dark' ? 'filled_black' : 'outline',
      width: Math.min(parent.clientWidth || MAX_BUTTON_WIDTH, MAX_BUTTON_WIDTH),
      locale: language,
    });
  }, [identity, intent, colorMode, language]);

  useEffect(() => {
    if (!identity || !oneTap) return;
    return startOneTap(identity);
  }, [identity, oneTap]);

  const label = t(intent === 'login' ? 'signInWithProvider' : 'signUpWithProvider', {
    provider: PROVIDER_NAMES.google,
  });
  if (state.status === 'failed') {
    return (
      <ProviderFallbackButton
        label={label}
        providerName={PROVIDER_NAMES.google}
        icon={<GoogleMark />}
        onRetry={retry}
      />
    );
  }
  return (
    <Box
      width="full"
      maxWidth={`${MAX_BUTTON_WIDTH}px`}
      minHeight={BUTTON_HEIGHT}
      position="relative"
    >
      {state.status === 'loading' && (
        <Skeleton
          height={BUTTON_HEIGHT}
          borderRadius="full"
          aria-label={t('loadingProvider', { provider: PROVIDER_NAMES.google })}
          role="status"
        />
      )}
      <Box ref={container} display="flex" justifyContent="center" data-provider="google" />
    </Box>
  );
}
