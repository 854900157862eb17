import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEarlySubmit } from '@/ui/early-submit';
import { FormField } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { SubmitButton } from '@/ui/submit-button';
import { TextInput } from '@/ui/text-input';
import { emailLoginSchema, type EmailLoginValues } from './login-schema';
import { usePasswordLogin } from './use-password-login';

export function EmailLoginForm() {
  const { t } = useTranslation('login');
  const submitLogin = usePasswordLogin();
  // No defaultValues: whatever a visitor typed into the prerendered form before the scripts
  // arrived is read from the inputs instead of being reset.
  const form = useForm<EmailLoginValues>({
    resolver: zodResolver(emailLoginSchema),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await submitLogin({ username: values.email, password: values.password });
  });
  const formProps = useEarlySubmit(onSubmit);

  return (
    <form {...formProps} noValidate method="post">
      <Stack gap="5">
        <FormField
          label={t('fields.email')}
          error={errors.email?.message && t(errors.email.message)}
          required
        >
          <TextInput
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder={t('fields.emailPlaceholder')}
            {...form.register('email')}
          />
        </FormField>
        <FormField
          label={t('fields.password')}
          error={errors.password?.message && t(errors.password.message)}
          required
        >
          <PasswordInput
            autoComplete="current-password"
            placeholder={t('fields.passwordPlaceholder')}
            toggleLabel={t('fields.showPassword')}
            {...form.register('password')}
          />
        </FormField>
        <SubmitButton loading={isSubmitting} width="full" size="lg">
          {t('submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
