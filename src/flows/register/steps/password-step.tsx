import { Heading, Stack, Text } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../fields/password-field';
import { RegisterButtonText } from '../promo/register-button-text';
import type { RegisterFormValues } from '../fields/register-form-values';
import { RegisterStepForm } from '../screen/register-step-form';

export interface PasswordStepProps {
  /** Who the account is for, when known (recall: login_name). */
  readonly loginName: string | undefined;
  readonly busy: boolean;
  readonly onSubmit: (password: string) => Promise<void>;
}

/** The password step (single-field mode): the last step of the step flow and of a recall. */
export default function PasswordStep({ loginName, busy, onSubmit }: PasswordStepProps) {
  const { t } = useTranslation('register');
  const form = useFormContext<RegisterFormValues>();
  const submit = form.handleSubmit(async (values) => onSubmit(values.password ?? ''));
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('steps.passwordTitle')}
      </Heading>
      {loginName && <Text color="fg.muted">{t('steps.passwordFor', { loginName })}</Text>}
      <RegisterStepForm
        onSubmit={submit}
        submitEnabled
        busy={busy}
        submitLabel={<RegisterButtonText fallback={t('steps.createAccount')} />}
      >
        <PasswordField />
      </RegisterStepForm>
    </Stack>
  );
}
