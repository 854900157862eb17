import { chakra, useLocaleContext, useSlotRecipe } from '@chakra-ui/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TAB_VALUE_ATTRIBUTE } from './early-input-script';
import { useEarlyTab } from './early-tab';

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

type Move = 'previous' | 'next' | 'first' | 'last';

function moveFor(key: string, rtl: boolean): Move | undefined {
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  if (key === 'ArrowRight') return rtl ? 'previous' : 'next';
  if (key === 'ArrowLeft') return rtl ? 'next' : 'previous';
  return undefined;
}

/** Index of the enabled tab a key moves to, wrapping around; undefined when none is enabled. */
export function targetIndex(
  enabled: readonly boolean[],
  from: number,
  move: Move,
): number | undefined {
  const count = enabled.length;
  const start = move === 'first' ? -1 : move === 'last' ? count : from;
  const step = move === 'next' || move === 'first' ? 1 : -1;
  for (let i = 1; i <= count; i += 1) {
    const index = (((start + step * i) % count) + count) % count;
    if (enabled[index]) return index;
  }
  return undefined;
}

/**
 * Tabs over a list of items, e.g. the e-mail / phone / QR tabs of the login form, following the
 * WAI-ARIA tabs pattern: one tab stop, arrow keys (mirrored for right-to-left languages, read
 * from Chakra's LocaleProvider), Home and End, and selection follows focus.
 *
 * Written here on Chakra's tabs recipe rather than with Chakra's Tabs, whose state machine
 * (Zag) costs about 7 KiB gz of every page's first load for what these few lines do.
 */
export function AppTabs<Value extends string = string>({
  items,
  ariaLabel,
  value,
  defaultValue,
  onValueChange,
  keepMounted = false,
}: AppTabsProps<Value>) {
  const recipe = useSlotRecipe({ key: 'tabs' });
  const styles = useMemo(() => recipe({}), [recipe]);
  const { dir } = useLocaleContext();
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [ownValue, setOwnValue] = useState<Value | undefined>(defaultValue ?? items[0]?.value);
  const selected = value ?? ownValue;

  const select = (next: Value) => {
    if (next === selected) return;
    setOwnValue(next);
    onValueChange?.(next);
  };
  const early = useEarlyTab(
    items.filter((item) => !item.disabled).map((item) => item.value),
    select,
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moveFor(event.key, dir === 'rtl');
    if (!move) return;
    const from = items.findIndex((item) => item.value === selected);
    const to = targetIndex(
      items.map((item) => !item.disabled),
      from,
      move,
    );
    if (to === undefined) return;
    event.preventDefault();
    const item = items[to];
    if (!item) return;
    tabRefs.current[to]?.focus();
    select(item.value);
  };

  const tabId = (item: AppTabItem<Value>) => `${baseId}-tab-${item.value}`;
  const panelId = (item: AppTabItem<Value>) => `${baseId}-panel-${item.value}`;

  return (
    <chakra.div css={styles.root} data-orientation="horizontal" width="full">
      <chakra.div
        {...early}
        css={styles.list}
        role="tablist"
        aria-label={ariaLabel}
        aria-orientation="horizontal"
        data-orientation="horizontal"
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <chakra.button
              key={item.value}
              ref={(node: HTMLButtonElement | null) => {
                tabRefs.current[index] = node;
              }}
              css={styles.trigger}
              type="button"
              role="tab"
              id={tabId(item)}
              // Only a mounted panel can be pointed at; hidden ones mount on selection.
              aria-controls={isSelected || keepMounted ? panelId(item) : undefined}
              aria-selected={isSelected}
              data-selected={isSelected ? '' : undefined}
              data-orientation="horizontal"
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              data-disabled={item.disabled ? '' : undefined}
              {...{ [TAB_VALUE_ATTRIBUTE]: item.value }}
              onClick={() => select(item.value)}
            >
              {item.label}
            </chakra.button>
          );
        })}
      </chakra.div>
      {items.map((item) => {
        const isSelected = item.value === selected;
        if (!isSelected && !keepMounted) return null;
        return (
          <chakra.div
            key={item.value}
            css={styles.content}
            role="tabpanel"
            id={panelId(item)}
            aria-labelledby={tabId(item)}
            data-orientation="horizontal"
            hidden={!isSelected}
          >
            {item.content}
          </chakra.div>
        );
      })}
    </chakra.div>
  );
}
