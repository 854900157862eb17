import type { CDPSession, Page } from '@playwright/test';

interface LayoutShiftSource {
  readonly node?: Node | null;
  readonly previousRect: DOMRectReadOnly;
  readonly currentRect: DOMRectReadOnly;
}

interface LayoutShiftEntry extends PerformanceEntry {
  readonly value: number;
  readonly hadRecentInput: boolean;
  readonly sources?: readonly LayoutShiftSource[];
}

/** One layout shift the page made on its own: its score and the nodes that moved. */
export interface RecordedShift {
  readonly at: number;
  readonly value: number;
  readonly nodes: readonly string[];
}

/**
 * Starts recording the page's layout shifts (every shift not caused by input, from its first
 * paint, without session windows: the whole load counts); call before `goto`. Returns a reader
 * of the sum, and `shifts()` lists each shift with the nodes that moved (tag, id, class, test id),
 * so a failing check names what moved.
 */
export async function recordLayoutShift(
  page: Page,
): Promise<(() => Promise<number>) & { shifts: () => Promise<RecordedShift[]> }> {
  await page.addInitScript(() => {
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const describe = ({ node, previousRect, currentRect }: LayoutShiftSource): string =>
      `${describeNode(node)} ${rect(previousRect)} → ${rect(currentRect)}`;
    const describeNode = (node: Node | null | undefined): string => {
      if (!node) return '(gone)';
      if (!(node instanceof Element)) return node.nodeName.toLowerCase();
      const id = node.id ? `#${node.id}` : '';
      const testId = node.getAttribute('data-testid');
      const classes = [...node.classList]
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join('');
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${id}${classes}${testId ? `[data-testid=${testId}]` : ''} "${text}"`;
    };
    const state = window as unknown as {
      __layoutShift: number;
      __layoutShifts: { at: number; value: number; nodes: string[] }[];
    };
    state.__layoutShift = 0;
    state.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        state.__layoutShift += entry.value;
        state.__layoutShifts.push({
          at: Math.round(entry.startTime),
          value: entry.value,
          nodes: (entry.sources ?? []).map(describe),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const read = () =>
    page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
  return Object.assign(read, {
    shifts: () =>
      page.evaluate(
        () => (window as unknown as { __layoutShifts: RecordedShift[] }).__layoutShifts,
      ),
  });
}

/**
 * A mid-range phone on a slow network, as the benchmark's applied-throttling view: slow 4G
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and a CPU four times slower.
 */
export async function throttleLikeAPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}
