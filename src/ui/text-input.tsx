import { Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { joinIds, useFormFieldControl } from './form-field-context';

export interface TextInputProps extends InputProps {
  /** React 19 passes `ref` as a prop: `{...register('email')}` works as is. */
  ref?: Ref<HTMLInputElement> | undefined;
}

/** A text input that links itself to the surrounding `FormField`'s error and helper text. */
export function TextInput({ ref, 'aria-describedby': describedBy, ...props }: TextInputProps) {
  const field = useFormFieldControl();
  return <Input ref={ref} aria-describedby={joinIds(field?.describedBy, describedBy)} {...props} />;
}
