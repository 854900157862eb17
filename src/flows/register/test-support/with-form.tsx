import type { ReactElement, ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';

/**
 * A piece inside a react-hook-form form, as the register form hosts its fields (they read the
 * form context): `element` to render, `form()` the form once rendered.
 */
export function withForm(piece: ReactElement): {
  element: ReactElement;
  form: () => UseFormReturn;
} {
  const holder: { current: UseFormReturn | null } = { current: null };
  function WithForm({ children }: { children: ReactNode }) {
    const form = useForm({ mode: 'onTouched' });
    holder.current = form;
    return (
      <FormProvider {...form}>
        <form noValidate>{children}</form>
      </FormProvider>
    );
  }
  return {
    element: <WithForm>{piece}</WithForm>,
    form: () => {
      if (!holder.current) throw new Error('withForm: the element has not been rendered');
      return holder.current;
    },
  };
}
