import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChooseStepProps {
  /** The tabs this screen offers: a button for each. */
  readonly channels: readonly ('email' | 'mobile')[];
  readonly onChoose: (channel: 'email' | 'mobile') => void;
  /** The third-party buttons. */
  readonly thirdParty: ReactNode;
}

/**
 * Step mode, step one (docs/registration.md, "Screens and how to reach them", Step mode):
 * third-party choices plus e-mail and phone buttons.
 */
export function ChooseStep({ channels, onChoose, thirdParty }: ChooseStepProps) {
  const { t } = useTranslation('register');
  return (
    <Stack gap="4">
      {thirdParty}
      {channels.map((channel) => (
        <Button
          key={channel}
          type="button"
          variant="outline"
          size="lg"
          width="full"
          onClick={() => onChoose(channel)}
        >
          {channel === 'email' ? t('steps.withEmail') : t('steps.withMobile')}
        </Button>
      ))}
    </Stack>
  );
}
