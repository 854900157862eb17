import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput, isCompleteCode, type CodeInputHandle } from '@/ui/code-input';
import { FormField } from '@/ui/form-field';
import { SubmitButton } from '@/ui/submit-button';
import type { TwoFactorStep } from './use-two-factor-step';

/**
 * The Google-style two-factor panel (docs/login.md, "The login flow"), shown in place of the form
 * when the login answers google2fa_secret: the six-digit code from the authenticator app. The sixth
 * digit submits by itself; a refused code is asked again here.
 */
export function TwoFactorPanel({ step }: { step: TwoFactorStep }) {
  const { t } = useTranslation('login');
  const titleId = useId();
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const input = useRef<CodeInputHandle>(null);
  // The panel replaces the form the visitor just submitted: the code is what comes next.
  useEffect(() => input.current?.focus(), []);

  const submit = (value: string) => {
    if (step.busy) return;
    if (!isCompleteCode(value)) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    step.submit(value);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(code);
  };
  const error = incomplete
    ? t('twoFactor.incomplete')
    : step.rejected && !step.busy
      ? t('twoFactor.rejected')
      : undefined;

  return (
    <Stack as="section" aria-labelledby={titleId} gap="5">
      <Stack gap="2">
        <Heading as="h2" size="lg" id={titleId}>
          {t('twoFactor.title')}
        </Heading>
        <Text color="fg.muted">{t('twoFactor.body')}</Text>
      </Stack>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <FormField label={t('twoFactor.codeLabel')} error={error} required>
            <CodeInput
              name="google2fa"
              value={code}
              onChange={(next) => {
                setCode(next);
                setIncomplete(false);
              }}
              onComplete={submit}
              digitLabel={(position, total) => t('twoFactor.digit', { position, total })}
              invalid={error !== undefined}
              ref={input}
            />
          </FormField>
          <SubmitButton loading={step.busy}>{t('twoFactor.submit')}</SubmitButton>
          <Button variant="ghost" onClick={step.cancel} disabled={step.busy}>
            {t('twoFactor.back')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
