import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/ui/form-field';
import { TextInput } from '@/ui/text-input';
import { emailSuggestions } from './email-suggestions';
import { emailProblem, type RuleMessage } from './register-rules';

export const EMAIL_FIELD = 'email';

/**
 * The e-mail field of the e-mail tab. While the visitor types, five provider domains are offered
 * through the browser's own suggestion list (a datalist), which screen readers and keyboards
 * already know how to use.
 */
export function EmailField({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useTranslation('register');
  const { register, control, getFieldState, formState } = useFormContext();
  const typed: unknown = useWatch({ control, name: EMAIL_FIELD });
  const suggestions = readOnly ? [] : emailSuggestions(typeof typed === 'string' ? typed : '');
  const listId = `${useId()}-email-suggestions`;
  // emailProblem gives this field's only messages.
  const error = getFieldState(EMAIL_FIELD, formState).error?.message as RuleMessage | undefined;

  return (
    <FormField label={t('fields.email')} error={error && t(error)} required>
      <TextInput
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        readOnly={readOnly}
        placeholder={t('fields.emailPlaceholder')}
        list={suggestions.length > 0 ? listId : undefined}
        {...register(EMAIL_FIELD, { validate: (value: string) => emailProblem(value) ?? true })}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </FormField>
  );
}
