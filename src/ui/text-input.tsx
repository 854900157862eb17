import { Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { joinIds, useFormFieldControl } from './form-field-context';
import { isLeftToRightField } from './ltr-field';

export interface TextInputProps extends InputProps {
  /** React 19 passes `ref` as a prop: `{...register('email')}` works as is. */
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A text input that links itself to the surrounding `FormField`'s error and helper text. E-mail,
 * phone, code and password fields stay left to right on a right-to-left page (`ltr-field.ts`).
 */
export function TextInput({ ref, 'aria-describedby': describedBy, ...props }: TextInputProps) {
  const field = useFormFieldControl();
  const dir = props.dir ?? (isLeftToRightField(props) ? 'ltr' : undefined);
  return (
    <Input
      ref={ref}
      aria-describedby={joinIds(field?.describedBy, describedBy)}
      {...props}
      dir={dir}
    />
  );
}
