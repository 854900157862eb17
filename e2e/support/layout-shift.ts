import type { Page } from '@playwright/test';

interface LayoutShiftEntry extends PerformanceEntry {
  readonly value: number;
  readonly hadRecentInput: boolean;
}

/**
 * Starts adding up the page's layout shifts (CLS without session windows: every shift not
 * caused by input) from its first paint; call before `goto`. Returns a reader of the sum.
 */
export async function recordLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = window as unknown as { __layoutShift: number };
    state.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (!entry.hadRecentInput) state.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}
