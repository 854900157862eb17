import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AppTabItem<Value extends string = string> {
  value: Value;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AppTabsProps<Value extends string = string> {
  items: readonly AppTabItem<Value>[];
  /** Accessible name of the tab list, e.g. "Sign in with". */
  ariaLabel: string;
  value?: Value | undefined;
  defaultValue?: Value | undefined;
  onValueChange?: ((value: Value) => void) | undefined;
  /** Keep hidden panels mounted (their form state survives a switch). Off by default. */
  keepMounted?: boolean;
}

/**
 * Tabs over a list of items, e.g. the e-mail / phone / QR tabs of the login form. Arrow keys
 * follow the reading direction when the app sets Chakra's LocaleProvider for RTL languages.
 */
export function AppTabs<Value extends string = string>({
  items,
  ariaLabel,
  value,
  defaultValue,
  onValueChange,
  keepMounted = false,
}: AppTabsProps<Value>) {
  return (
    <Tabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => onValueChange?.(details.value as Value)}
      lazyMount={!keepMounted}
      unmountOnExit={!keepMounted}
      width="full"
    >
      <Tabs.List aria-label={ariaLabel}>
        {items.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content key={item.value} value={item.value}>
          {item.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
