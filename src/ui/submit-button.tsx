import { Button, Spinner, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { useDialogOpen } from './dialog-service';

export interface SubmitButtonProps extends Omit<
  ButtonProps,
  'type' | 'loading' | 'loadingText' | 'spinner'
> {
  children: ReactNode;
  /**
   * While true the button is disabled and, unless a dialog is open (the flow then waits for the
   * visitor's answer), shows a spinner and tells assistive tech it is busy.
   */
  loading?: boolean | undefined;
  /** Text beside the spinner while loading; the button's own text when omitted. */
  loadingText?: ReactNode;
  ref?: Ref<HTMLButtonElement> | undefined;
}

/**
 * The primary submit button of a form: full width, brand colour, and a 0.8 s spinner while the
 * request runs (disabled without it while a dialog the flow opened waits for the visitor). The
 * text stays visible while loading (Chakra would hide it and leave the button without an
 * accessible name).
 */
export function SubmitButton({
  children,
  loading = false,
  loadingText,
  disabled,
  ref,
  ...props
}: SubmitButtonProps) {
  // Behind an open dialog nothing spins: an endless animation keeps a phone drawing frames
  // (docs/performance.md, "Nothing moves behind a dialog").
  const dialogOpen = useDialogOpen();
  const busy = loading && !dialogOpen;
  return (
    <Button
      ref={ref}
      type="submit"
      width="full"
      size="lg"
      {...props}
      disabled={loading || disabled}
      loading={busy}
      loadingText={loadingText ?? children}
      spinner={<Spinner size="sm" aria-hidden="true" />}
      aria-busy={busy || undefined}
    >
      {children}
    </Button>
  );
}
