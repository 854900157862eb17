import { Field, HStack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { FormFieldControlContext, joinIds } from './form-field-context';

export interface FormFieldProps {
  label: ReactNode;
  /** The control: a TextInput, PasswordInput or any control that reads `useFormFieldControl`. */
  children: ReactNode;
  /** Message under the control; present means invalid (`aria-invalid`, linked by id). */
  error?: string | undefined;
  helperText?: ReactNode;
  /** Shown at the end of the label row, e.g. a "Forgot password?" link. */
  labelEnd?: ReactNode;
  /** Adds the native `required` attribute and the required marker. */
  required?: boolean;
  disabled?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
}

/**
 * A labelled form control with helper and error text. The control gets its id, `aria-invalid`
 * and an `aria-describedby` naming the error (first) and the helper text, all in the first
 * render so a prerendered form is already linked before any script runs.
 */
export function FormField({
  label,
  children,
  error,
  helperText,
  labelEnd,
  required = false,
  disabled = false,
  id,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const errorId = `${controlId}-error`;
  const helperId = `${controlId}-helper`;
  const invalid = Boolean(error);
  const describedBy = joinIds(invalid && errorId, helperText != null && helperId);

  return (
    <Field.Root
      id={controlId}
      ids={{ label: `${controlId}-label`, errorText: errorId, helperText: helperId }}
      invalid={invalid}
      required={required}
      disabled={disabled}
    >
      <HStack width="full" justifyContent="space-between" gap="2">
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        {labelEnd}
      </HStack>
      <FormFieldControlContext value={{ controlId, describedBy }}>
        {children}
      </FormFieldControlContext>
      {helperText != null && <Field.HelperText>{helperText}</Field.HelperText>}
      {invalid && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
