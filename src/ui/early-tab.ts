import { useEffect, useEffectEvent, useRef } from 'react';
import { EARLY_TABS_ATTRIBUTE, READY_ATTRIBUTE } from './early-input-script';

/**
 * A tab clicked on the prerendered page before the scripts arrived: the inline script
 * (`earlyInputScript`, early-input-script.ts) remembers it, and the tab list at the same place
 * on the page selects it once the app has taken over, whether it hydrated or rendered afresh.
 */
declare global {
  interface Window {
    __pendingTab?: { readonly list: number; readonly value: string | null } | undefined;
  }
}

export function useEarlyTab<Value extends string>(
  values: readonly Value[],
  select: (value: Value) => void,
) {
  const ref = useRef<HTMLDivElement>(null);
  const selectPending = useEffectEvent((pending: string | null) => {
    const value = values.find((candidate) => candidate === pending);
    if (value !== undefined) select(value);
  });
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    list.setAttribute(READY_ATTRIBUTE, '');
    const pending = window.__pendingTab;
    if (!pending) return;
    const lists = [...list.ownerDocument.querySelectorAll(`[${EARLY_TABS_ATTRIBUTE}]`)];
    if (lists.indexOf(list) !== pending.list) return;
    window.__pendingTab = undefined;
    selectPending(pending.value);
  }, []);
  return { ref, [EARLY_TABS_ATTRIBUTE]: '' };
}
