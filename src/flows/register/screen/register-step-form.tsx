import { Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useEarlySubmit } from '@/ui/early-submit';
import { SubmitButton } from '@/ui/submit-button';

export interface RegisterStepFormProps {
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  readonly submitEnabled: boolean;
  readonly busy: boolean;
  /** The button's text (the register button's may come from the campaign). */
  readonly submitLabel: ReactNode;
  readonly children: ReactNode;
}

/**
 * The form element of the account step and the password step: fields, then the submit button,
 * disabled until the required consent is ticked. Enter in any field submits it (the page's handler opens the ban dialog instead
 * when the residence is banned). Submits made before hydration are replayed (early-submit).
 */
export function RegisterStepForm({
  onSubmit,
  submitEnabled,
  busy,
  submitLabel,
  children,
}: RegisterStepFormProps) {
  const formProps = useEarlySubmit(onSubmit);
  return (
    <form {...formProps} noValidate method="post">
      <Stack gap="5">
        {children}
        <SubmitButton loading={busy} disabled={!submitEnabled}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}
