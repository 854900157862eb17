import { Heading, Stack } from '@chakra-ui/react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '@/sign-in/fields/password-checklist';
import { passwordMeetsRules } from '@/sign-in/fields/password-rules';
import { FormField } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { SubmitButton } from '@/ui/submit-button';
import { PasswordManagerAccount } from '@/ui/password-manager-account';

interface PasswordValues {
  password: string;
  confirm: string;
}

type PasswordProblem =
  'validation.passwordRules' | 'validation.confirmPassword' | 'validation.passwordsDiffer';

/**
 * Step 3: the new password under the registration's rules, with their live checklist, and the
 * same password again (docs/retrieve.md, "The new password"). A refused change keeps both.
 */
export function PasswordStep({
  account,
  onSubmit,
}: {
  /** The account's e-mail or phone, for password managers to file the new password under. */
  account: string;
  onSubmit: (password: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('retrieve');
  const form = useForm<PasswordValues>({ mode: 'onTouched' });
  const typed = useWatch({ control: form.control, name: 'password' }) ?? '';
  const errors = form.formState.errors;
  const message = (error: { message?: string } | undefined) =>
    error?.message ? t(error.message as PasswordProblem) : undefined;
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values.password);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="5">
        <Heading as="h2" size="lg">
          {t('password.title')}
        </Heading>
        <PasswordManagerAccount account={account} />
        <FormField
          label={t('password.new')}
          error={message(errors.password)}
          helperText={<PasswordChecklist password={typed} />}
          required
        >
          <PasswordInput
            autoComplete="new-password"
            toggleLabel={t('password.show')}
            {...form.register('password', {
              validate: (value) =>
                passwordMeetsRules(value ?? '') ||
                ('validation.passwordRules' satisfies PasswordProblem),
            })}
          />
        </FormField>
        <FormField label={t('password.confirm')} error={message(errors.confirm)} required>
          <PasswordInput
            autoComplete="new-password"
            toggleLabel={t('password.showConfirm')}
            {...form.register('confirm', {
              validate: (value, values) => {
                if (!value) return 'validation.confirmPassword' satisfies PasswordProblem;
                return (
                  value === values.password ||
                  ('validation.passwordsDiffer' satisfies PasswordProblem)
                );
              },
            })}
          />
        </FormField>
        <SubmitButton loading={form.formState.isSubmitting}>{t('password.submit')}</SubmitButton>
      </Stack>
    </form>
  );
}
