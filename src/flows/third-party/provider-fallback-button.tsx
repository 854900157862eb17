import { Button, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProviderFallbackButtonProps {
  /** The button's text, as the provider's own button would read. */
  readonly label: string;
  readonly providerName: string;
  readonly icon: ReactNode;
  /** Loads the provider's script again. */
  readonly onRetry: () => void;
}

/**
 * Shown in place of a provider's button when its script could not be loaded: the visitor sees
 * where the button was, why it does nothing yet, and can try again.
 */
export function ProviderFallbackButton({
  label,
  providerName,
  icon,
  onRetry,
}: ProviderFallbackButtonProps) {
  const { t } = useTranslation('thirdParty');
  const noteId = useId();
  return (
    <Stack gap="1" width="full" maxWidth="400px">
      <Button
        type="button"
        variant="outline"
        width="full"
        borderRadius="full"
        aria-describedby={noteId}
        onClick={onRetry}
      >
        {icon}
        {label}
      </Button>
      <Text id={noteId} fontSize="sm" color="fg.muted" textAlign="center">
        {t('providerUnavailable', { provider: providerName })}
      </Text>
    </Stack>
  );
}
