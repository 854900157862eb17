import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '@/editions/edition-context';
import { TOAST_MS } from '@/api/error-constants';
import { showToast } from '@/ui/show-toast';
import { AppleMark } from './provider-icons';
import { ProviderFallbackButton } from './provider-fallback-button';
import { PROVIDER_NAMES } from './provider-names';
import { useProviderLoader } from './use-provider-loader';

export interface AppleSignInButtonProps {
  readonly intent: 'login' | 'register';
  /** Apple's id_token; undefined when Apple answered without one. */
  readonly onCredential: (idToken: string | undefined) => void;
}

/** Our button in Apple's colours (black on light, white on dark), opening Apple's window. */
export function AppleSignInButton({ intent, onCredential }: AppleSignInButtonProps) {
  const { t } = useTranslation(['thirdParty', 'errors']);
  const { environment } = useEdition();
  const { scripts, appleClientId, appleRedirectPath } = environment.thirdParty;
  const [open, setOpen] = useState(false);
  const { state, retry } = useProviderLoader(
    () =>
      import('./providers/apple-sign-in').then(({ loadAppleSignIn }) =>
        loadAppleSignIn({
          scriptUrl: scripts.apple,
          clientId: appleClientId,
          redirectUri: new URL(appleRedirectPath, window.location.origin).href,
        }),
      ),
    `${scripts.apple}|${appleClientId}`,
  );
  const label = t(intent === 'login' ? 'signInWithProvider' : 'signUpWithProvider', {
    provider: PROVIDER_NAMES.apple,
  });

  if (state.status === 'failed') {
    return (
      <ProviderFallbackButton
        label={label}
        providerName={PROVIDER_NAMES.apple}
        icon={<AppleMark />}
        onRetry={retry}
      />
    );
  }

  const signIn = () => {
    if (state.status !== 'ready' || open) return;
    setOpen(true);
    // Called within the click, so the browser lets Apple open its popup.
    void state.value.signIn().then((result) => {
      setOpen(false);
      if (result.kind === 'credential') onCredential(result.idToken);
      else if (result.kind === 'failed') {
        showToast({
          type: 'error',
          description: t('errors:unknown'),
          duration: TOAST_MS.short,
        });
      }
    });
  };

  return (
    <Button
      type="button"
      width="full"
      maxWidth="400px"
      borderRadius="full"
      bg="fg"
      color="bg"
      _hover={{ opacity: 0.85 }}
      loading={state.status === 'loading' || open}
      loadingText={label}
      onClick={signIn}
      data-provider="apple"
    >
      <AppleMark />
      {label}
    </Button>
  );
}
