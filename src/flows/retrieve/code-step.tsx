import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { wrappingLabel } from '@/ui/wrapping-label';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '@/ui/code-input';
import { FormField } from '@/ui/form-field';
import { ResendTimer } from '@/ui/resend-timer';
import { SubmitButton } from '@/ui/submit-button';
import type { RetrieveFlow } from './use-retrieve-flow';
import { missingCodes, type ResetStarted, type SecondFactor } from './retrieve-steps';

/**
 * Step 2: the code sent to the account's e-mail or phone, and for an account with Google
 * Authenticator bound its code too, or, when the authenticator is lost, the code of the
 * unbind-2FA e-mail instead (docs/retrieve.md, "Steps"). A refused code keeps what was typed.
 */
export function CodeStep({
  reset,
  flow,
  onVerified,
  onBack,
}: {
  reset: ResetStarted;
  flow: RetrieveFlow;
  onVerified: (ticket: string, secondFactor: SecondFactor) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('retrieve');
  const [code, setCode] = useState('');
  const [secondCode, setSecondCode] = useState('');
  const [secondFactor, setSecondFactor] = useState<SecondFactor>(
    reset.google2faRequired ? 'google2fa' : 'none',
  );
  const [unbindEmail, setUnbindEmail] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = missingCodes({ code, secondCode }, secondFactor);

  const verify = async (values = { code, secondCode }) => {
    setSubmitted(true);
    if (Object.values(missingCodes(values, secondFactor)).some(Boolean)) return;
    setBusy(true);
    try {
      const ticket = await flow.verifyCodes(reset.serialNo, values, secondFactor);
      if (ticket) onVerified(ticket, secondFactor);
    } finally {
      setBusy(false);
    }
  };
  // The last code typed submits the step, as the other code steps do.
  const completeIfReady = (values: { code: string; secondCode: string }) => {
    if (!Object.values(missingCodes(values, secondFactor)).some(Boolean)) void verify(values);
  };
  const sendUnbindEmail = async () => {
    const answer = await flow.sendUnbindEmail(reset.serialNo);
    if (answer.kind !== 'sent') return false;
    setUnbindEmail(answer.maskedEmail);
    setSecondFactor('unbindEmail');
    setSecondCode('');
    return true;
  };
  // The second code's field, the same for the Google code and the unbind-2FA e-mail's code.
  const secondInvalid = submitted && missing.secondCode;
  const secondField = {
    field: { error: secondInvalid ? t('validation.enterCode') : undefined, required: true },
    input: {
      value: secondCode,
      onChange: setSecondCode,
      onComplete: (complete: string) => completeIfReady({ code, secondCode: complete }),
      digitLabel: (position: number, total: number) => t('code.digit', { position, total }),
      disabled: busy,
      invalid: secondInvalid,
    },
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
    >
      <Stack gap="5">
        <Heading as="h2" size="lg">
          {t('code.title')}
        </Heading>
        <Text>
          {t(reset.channel === 'email' ? 'code.sentEmail' : 'code.sentPhone', {
            destination: reset.maskedTarget,
          })}
        </Text>
        <FormField
          label={t('code.label')}
          error={submitted && missing.code ? t('validation.enterCode') : undefined}
          required
        >
          <CodeInput
            value={code}
            onChange={setCode}
            onComplete={(complete) => completeIfReady({ code: complete, secondCode })}
            digitLabel={(position, total) => t('code.digit', { position, total })}
            disabled={busy}
            invalid={submitted && missing.code}
            focusOnMount
          />
        </FormField>
        <ResendTimer
          onResend={async () => {
            if (!(await flow.resend(reset.serialNo))) throw new Error('The code was not sent.');
          }}
          resendLabel={t('code.resend')}
          countdownLabel={(seconds) => t('code.resendIn', { seconds })}
        />
        {secondFactor === 'google2fa' && (
          <Stack gap="2">
            <FormField label={t('code.google2fa')} {...secondField.field}>
              <CodeInput {...secondField.input} />
            </FormField>
            <HStack>
              <Button
                variant="plain"
                colorPalette="brand"
                paddingInline="0"
                {...wrappingLabel()}
                onClick={() => void sendUnbindEmail()}
              >
                {t('code.lost2fa')}
              </Button>
            </HStack>
          </Stack>
        )}
        {secondFactor === 'unbindEmail' && (
          <Stack gap="3">
            <Text>{t('code.unbindSent', { destination: unbindEmail ?? '' })}</Text>
            <FormField
              label={t('code.unbindCode')}
              helperText={t('code.unbindNotice')}
              {...secondField.field}
            >
              <CodeInput {...secondField.input} focusOnMount />
            </FormField>
            <ResendTimer
              onResend={async () => {
                if (!(await sendUnbindEmail())) throw new Error('The e-mail was not sent.');
              }}
              resendLabel={t('code.resendUnbind')}
              countdownLabel={(seconds) => t('code.resendIn', { seconds })}
            />
            <HStack>
              <Button
                variant="plain"
                colorPalette="brand"
                paddingInline="0"
                {...wrappingLabel()}
                onClick={() => {
                  setSecondFactor('google2fa');
                  setSecondCode('');
                }}
              >
                {t('code.useAuthenticator')}
              </Button>
            </HStack>
          </Stack>
        )}
        <SubmitButton loading={busy}>{t('code.submit')}</SubmitButton>
        <Button variant="ghost" onClick={onBack}>
          {t('code.back')}
        </Button>
      </Stack>
    </form>
  );
}
