import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '@/ui/code-input';
import { ResendTimer } from '@/ui/resend-timer';
import { MissingCodeHelp } from '@/sign-in/code-help/missing-code-help';

export interface VerifyCodeStepProps {
  /** Where the code went: the e-mail, or the phone with its dialling code. */
  readonly destination: string;
  readonly channel: 'email' | 'mobile';
  /**
   * Called with the six digits once they are all typed (the input then locks for 2 s); resolves
   * false when the code was refused.
   */
  readonly onComplete: (code: string) => Promise<boolean>;
  readonly onResend: () => Promise<boolean>;
  readonly busy: boolean;
}

/**
 * The code step (docs/registration.md, "The registration flow", Code): six-digit entry that submits
 * itself, the resend button behind its 60 s countdown, and the help dialog for a code that did not
 * arrive (docs/verification.md, "Missing-code help").
 */
export default function VerifyCodeStep({
  destination,
  channel,
  onComplete,
  onResend,
  busy,
}: VerifyCodeStepProps) {
  const { t } = useTranslation('register');
  const [code, setCode] = useState('');
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('verifyCode.title')}
      </Heading>
      <Text>
        {t(channel === 'email' ? 'verifyCode.sentEmail' : 'verifyCode.sentPhone', { destination })}
      </Text>
      <CodeInput
        groupLabel={t('verifyCode.label')}
        digitLabel={(position, total) => t('verifyCode.digit', { position, total })}
        value={code}
        onChange={setCode}
        onComplete={(complete) => {
          void onComplete(complete).then((accepted) => {
            // A refused code is cleared so the next one can be typed straight away.
            if (!accepted) setCode('');
          });
        }}
        disabled={busy}
        focusOnMount
      />
      <HStack justifyContent="space-between" alignItems="flex-start" flexWrap="wrap" gap="2">
        <MissingCodeHelp channel={channel === 'email' ? 'email' : 'phone'} />
        <ResendTimer
          onResend={async () => {
            // A refused resend keeps the button available for another try.
            if (!(await onResend())) throw new Error('The code was not sent again.');
          }}
          resendLabel={t('resend.button')}
          countdownLabel={(seconds) => t('resend.wait', { seconds })}
        />
      </HStack>
    </Stack>
  );
}
