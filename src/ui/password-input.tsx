import { Box, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { useFormFieldControl } from './form-field-context';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextInput, type TextInputProps } from './text-input';

export interface PasswordInputProps extends Omit<TextInputProps, 'type'> {
  /**
   * Accessible name of the show/hide button, e.g. the translation of "Show password". It stays
   * the same; `aria-pressed` says whether the password is visible.
   */
  toggleLabel: string;
  /** Start with the password shown. */
  defaultVisible?: boolean;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({
  toggleLabel,
  defaultVisible = false,
  ref,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const field = useFormFieldControl();
  // The field is left to right on every page (ltr-field.ts), and the button sits at its end, on
  // the side its padding keeps free: on a right-to-left page it was placed at the page's end,
  // over the placeholder.
  return (
    <Box position="relative" width="full" dir={props.dir ?? 'ltr'}>
      <TextInput ref={ref} {...props} type={visible ? 'text' : 'password'} paddingInlineEnd="10" />
      <IconButton
        type="button"
        variant="ghost"
        colorPalette="gray"
        size="sm"
        position="absolute"
        insetInlineEnd="1"
        top="50%"
        transform="translateY(-50%)"
        aria-label={toggleLabel}
        aria-pressed={visible}
        aria-controls={props.id ?? field?.controlId}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </IconButton>
    </Box>
  );
}
