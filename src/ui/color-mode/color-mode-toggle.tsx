import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { MoonIcon, SunIcon } from '../icons';
import { useColorMode } from './use-color-mode';

export interface ColorModeToggleProps extends Omit<
  IconButtonProps,
  'aria-label' | 'aria-pressed' | 'onClick' | 'children'
> {
  /** Accessible name of the switch, e.g. the translation of "Dark theme"; pressed = dark. */
  label: string;
}

/**
 * A toggle button for dark mode. The name stays the same and `aria-pressed` tells the state,
 * so a screen reader announces "Dark theme, toggle button, pressed".
 */
export function ColorModeToggle({ label, ...props }: ColorModeToggleProps) {
  const { colorMode, toggleColorMode } = useColorMode();
  const dark = colorMode === 'dark';
  return (
    <IconButton
      variant="ghost"
      colorPalette="gray"
      size="sm"
      {...props}
      aria-label={label}
      aria-pressed={dark}
      onClick={toggleColorMode}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
}
