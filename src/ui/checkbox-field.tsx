import { Box, chakra, Stack, useSlotRecipe, visuallyHiddenStyle } from '@chakra-ui/react';
import { useId, useMemo, type ComponentProps, type ReactNode, type Ref } from 'react';
import { joinIds } from './form-field-context';

type NativeCheckboxProps = Omit<
  ComponentProps<'input'>,
  'type' | 'children' | 'checked' | 'defaultChecked' | 'size' | 'color'
>;

export interface CheckboxFieldProps extends NativeCheckboxProps {
  label: ReactNode;
  /** Message under the checkbox; present means invalid. */
  error?: string | undefined;
  /** React 19 passes `ref` as a prop: `{...register('terms')}` works as is. */
  ref?: Ref<HTMLInputElement> | undefined;
  /** Controlled use (e.g. react-hook-form's Controller); leave out to let the input own it. */
  checked?: boolean | undefined;
  onCheckedChange?: ((checked: boolean) => void) | undefined;
  defaultChecked?: boolean | undefined;
}

/**
 * The box follows the native input through CSS alone (`input:checked + control`).
 * The unchecked border uses `fg.muted` rather than Chakra's pale grey to reach the 3:1 that
 * WCAG asks of a control's outline.
 */
const controlStyles = {
  borderColor: 'fg.muted',
  '& > svg': { visibility: 'hidden' },
  'input:checked + &': {
    bg: 'colorPalette.solid',
    borderColor: 'colorPalette.solid',
    color: 'colorPalette.contrast',
  },
  'input:checked + & > svg': { visibility: 'visible' },
  'input:focus-visible + &': {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineOffset: '2px',
    outlineColor: 'colorPalette.focusRing',
  },
  'input[aria-invalid=true] + &': { borderColor: 'border.error' },
} as const;

function TickIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <polyline points="20 6 9 17 4 12" />
    </svg>
  );
}

/**
 * A checkbox that is a real `<input type="checkbox">` (visually hidden but focusable, labelled
 * by the text beside it and submitted with the form), drawn with Chakra's checkbox recipe. The
 * box follows the input through CSS alone, so a prerendered form works before any script, a
 * tick made then survives hydration, and `{...register('name')}` from react-hook-form binds to
 * the input directly. Chakra's Checkbox would bring Zag's state machine (about 7 KiB gz) for
 * what the browser does here by itself.
 *
 * Uncontrolled (with `register`, or `defaultChecked`) the input owns its state. Controlled use
 * (a Controller) passes `checked` and `onCheckedChange`.
 */
export function CheckboxField({
  label,
  error,
  ref,
  checked,
  onCheckedChange,
  onChange,
  defaultChecked,
  disabled,
  required,
  id,
  'aria-describedby': describedByProp,
  ...inputProps
}: CheckboxFieldProps) {
  const recipe = useSlotRecipe({ key: 'checkbox' });
  const styles = useMemo(() => recipe({}), [recipe]);
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  const errorId = `${inputId}-error`;
  const state = {
    'data-disabled': disabled ? '' : undefined,
    'data-invalid': error ? '' : undefined,
  };

  return (
    <Stack gap="1" width="full">
      <chakra.label css={styles.root} alignItems="flex-start" {...state}>
        <chakra.input
          {...inputProps}
          ref={ref}
          id={inputId}
          type="checkbox"
          css={visuallyHiddenStyle}
          {...(checked === undefined ? { defaultChecked } : { checked })}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(error && errorId, describedByProp)}
        />
        <chakra.span
          css={[styles.control, controlStyles]}
          marginBlockStart="0.5"
          flexShrink="0"
          aria-hidden="true"
          {...state}
        >
          <TickIcon />
        </chakra.span>
        <chakra.span css={styles.label} {...state}>
          {label}
        </chakra.span>
      </chakra.label>
      {error && (
        <Box
          id={errorId}
          color="fg.error"
          textStyle="xs"
          paddingInlineStart="7.5"
          aria-live="polite"
        >
          {error}
        </Box>
      )}
    </Stack>
  );
}
