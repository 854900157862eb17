import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { SubmitButton } from '@/ui/submit-button';
import { useMainButtonSubmit } from '@/sign-in/contracts/mini-app';
import { LoginAttemptsNotice } from './login-attempts-notice';
import type { LoginValidationMessage } from './login-schema';

/** The end of every password login form: password, remaining attempts, and the log-in button. */
export function PasswordAndSubmit({
  registration,
  error,
  remainingAttempts,
  submitting,
}: {
  registration: UseFormRegisterReturn;
  error: LoginValidationMessage | undefined;
  remainingAttempts: number | null | undefined;
  submitting: boolean;
}) {
  const { t } = useTranslation('login');
  const submit = useMainButtonSubmit(t('submit'), submitting);
  return (
    <>
      <FormField label={t('fields.password')} error={error && t(error)} required>
        <PasswordInput
          autoComplete="current-password"
          placeholder={t('fields.passwordPlaceholder')}
          toggleLabel={t('fields.showPassword')}
          {...registration}
        />
      </FormField>
      <LoginAttemptsNotice remaining={remainingAttempts} />
      <SubmitButton ref={submit} loading={submitting} width="full" size="lg">
        {t('submit')}
      </SubmitButton>
    </>
  );
}
