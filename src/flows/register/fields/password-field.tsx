import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { PasswordChecklist } from '@/sign-in/fields/password-checklist';
import { passwordProblem, type RuleMessage } from './register-rules';

export const PASSWORD_FIELD = 'password';

/** The new account's password with the live rule checklist under it. */
export function PasswordField() {
  const { t } = useTranslation('register');
  const { register, control, getFieldState, formState } = useFormContext();
  const typed: unknown = useWatch({ control, name: PASSWORD_FIELD });
  // passwordProblem gives this field's only messages.
  const error = getFieldState(PASSWORD_FIELD, formState).error?.message as RuleMessage | undefined;
  return (
    <FormField
      label={t('fields.password')}
      error={error && t(error)}
      helperText={<PasswordChecklist password={typeof typed === 'string' ? typed : ''} />}
      required
    >
      <PasswordInput
        autoComplete="new-password"
        placeholder={t('fields.passwordPlaceholder')}
        toggleLabel={t('fields.showPassword')}
        {...register(PASSWORD_FIELD, {
          validate: (value: string) => passwordProblem(value ?? '') ?? true,
        })}
      />
    </FormField>
  );
}
