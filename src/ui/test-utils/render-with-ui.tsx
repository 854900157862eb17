import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import defaultThemeFile from '../../../themes/default.json';
import { createAppSystem } from '../theme/create-app-system';
import { themeSchema, type ThemeTokens } from '../theme/theme-schema';

export const defaultTheme: ThemeTokens = themeSchema.parse(defaultThemeFile);

// Building a system merges all of Chakra's tokens; once per theme is enough for a test run.
const systems = new WeakMap<ThemeTokens, ReturnType<typeof createAppSystem>>();
function systemFor(theme: ThemeTokens) {
  let system = systems.get(theme);
  if (!system) {
    system = createAppSystem(theme);
    systems.set(theme, system);
  }
  return system;
}

export interface RenderWithUiOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Brand to render with; the `default` theme when omitted. */
  theme?: ThemeTokens;
}

export interface RenderWithUiResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
}

/**
 * Renders inside the app's Chakra system (only our recipes, so a component that relies on a
 * recipe we do not ship looks unstyled here too) and hands back a user-event session.
 */
export function renderWithUi(
  ui: ReactElement,
  options: RenderWithUiOptions = {},
): RenderWithUiResult {
  const { theme = defaultTheme, ...renderOptions } = options;
  const system = systemFor(theme);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>{children}</ChakraProvider>
  );
  return { user: userEvent.setup(), ...render(ui, { wrapper, ...renderOptions }) };
}
