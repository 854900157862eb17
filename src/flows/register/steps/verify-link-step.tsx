import { Button, HStack, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '@/editions/edition-context';
import type { FailureReason } from '../flow/registration-tracking';
import { useActivationPoll } from '../activation/use-activation-poll';

export interface VerifyLinkStepProps {
  readonly uuid: string;
  readonly email: string;
  /** The link was opened: the registration goes on by itself. */
  readonly onActivated: () => void;
  /** Expired or failed: tracked with the spec's reason. */
  readonly onStopped: (reason: FailureReason) => void;
  /** Back to the account step (a new link). */
  readonly onRestart: () => void;
  readonly busy: boolean;
}

/**
 * The e-mail activation status screen (docs/registration.md, "The registration flow", Link): waits
 * for the link in the e-mail to be opened, polling every 2 s, then finishes the registration
 * without a click. An expired or failed link stops the poll and offers to start again.
 */
export default function VerifyLinkStep({
  uuid,
  email,
  onActivated,
  onStopped,
  onRestart,
  busy,
}: VerifyLinkStepProps) {
  const { t } = useTranslation('register');
  const { environment } = useEdition();
  const state = useActivationPoll(uuid, onActivated);
  const stoppedReason = 'reason' in state ? state.reason : undefined;

  useEffect(() => {
    if (stoppedReason) onStopped(stoppedReason);
    // Reported once per final state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stoppedReason]);

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('verifyLink.title')}
      </Heading>
      <Text>{t('verifyLink.sent', { email })}</Text>
      <Text color="fg.muted">{t('verifyLink.spamHint')}</Text>
      <HStack gap="3" role="status" aria-live="polite">
        {(state.status === 'waiting' || busy) && <Spinner size="sm" aria-hidden="true" />}
        <Text fontWeight="semibold">
          {t(`verifyLink.status.${busy ? 'activated' : state.status}`)}
        </Text>
      </HStack>
      {(state.status === 'expired' || state.status === 'failed') && (
        <Button type="button" onClick={onRestart}>
          {t('verifyLink.restart')}
        </Button>
      )}
      {environment.testMailboxUrl !== null && state.status === 'waiting' && (
        <Link
          href={`${environment.testMailboxUrl}?to=${encodeURIComponent(email)}`}
          target="_blank"
          rel="noopener"
          colorPalette="brand"
          textDecoration="underline"
        >
          {t('verifyLink.sandboxMailbox')}
        </Link>
      )}
    </Stack>
  );
}
