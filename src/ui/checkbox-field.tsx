import { Box, Checkbox, mergeRefs, Stack } from '@chakra-ui/react';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from 'react';
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
 * The box also follows the native input through CSS alone (`input:checked + control`), so a
 * tick made before the scripts arrive shows; after hydration Chakra's own state styles agree.
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
 * A checkbox built on a real `<input type="checkbox">` (Chakra's HiddenInput, visually hidden
 * but focusable and submitted with the form), so a prerendered form works before any script
 * and `{...register('name')}` from react-hook-form binds to it directly.
 *
 * With `register`, react-hook-form writes its default value straight onto the native input;
 * the box picks that up once on mount (as it does a tick made before hydration). To change the value from code later (setValue, reset),
 * use the controlled props (`checked` + `onCheckedChange`) through a Controller instead.
 */
export function CheckboxField({
  label,
  error,
  ref,
  checked: checkedProp,
  onCheckedChange,
  defaultChecked = false,
  disabled,
  required,
  id,
  value,
  'aria-describedby': describedByProp,
  ...inputProps
}: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const mergedRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  const [ownChecked, setOwnChecked] = useState(defaultChecked);
  const controlled = checkedProp !== undefined;
  const checked = controlled ? checkedProp : ownChecked;

  useLayoutEffect(() => {
    const native = inputRef.current;
    // Adopt what react-hook-form wrote onto the input when registering it, or a tick the
    // visitor made in the prerendered page before the scripts arrived.
    if (!controlled && native && native.checked !== defaultChecked) setOwnChecked(native.checked);
    // Only the state at mount matters; later programmatic writes go through `checked`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Stack gap="1" width="full">
      <Checkbox.Root
        ids={{ hiddenInput: inputId }}
        checked={checked}
        onCheckedChange={(details) => {
          const next = details.checked === true;
          if (!controlled) setOwnChecked(next);
          onCheckedChange?.(next);
        }}
        invalid={Boolean(error)}
        disabled={disabled}
        required={required}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput
          {...inputProps}
          ref={mergedRef}
          // Ark gives the input value="on", which react-hook-form would report instead of true.
          value={value ?? ''}
          aria-describedby={joinIds(error && errorId, describedByProp)}
        />
        <Checkbox.Control marginBlockStart="0.5" css={controlStyles}>
          <TickIcon />
        </Checkbox.Control>
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
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
