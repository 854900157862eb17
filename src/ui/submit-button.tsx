import { Button, Spinner, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

export interface SubmitButtonProps extends Omit<
  ButtonProps,
  'type' | 'loading' | 'loadingText' | 'spinner'
> {
  children: ReactNode;
  /** While true the button shows a spinner, is disabled and tells assistive tech it is busy. */
  loading?: boolean | undefined;
  /** Text beside the spinner while loading; the button's own text when omitted. */
  loadingText?: ReactNode;
  ref?: Ref<HTMLButtonElement> | undefined;
}

/**
 * The primary submit button of a form: full width, brand colour, and a 0.8 s spinner while the
 * request runs. The text stays visible while loading (Chakra would hide it and leave the
 * button without an accessible name).
 */
export function SubmitButton({
  children,
  loading = false,
  loadingText,
  ref,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      ref={ref}
      type="submit"
      width="full"
      size="lg"
      {...props}
      loading={loading}
      loadingText={loadingText ?? children}
      spinner={<Spinner size="sm" aria-hidden="true" />}
      aria-busy={loading || undefined}
    >
      {children}
    </Button>
  );
}
