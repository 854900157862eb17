import type { Page } from '@playwright/test';
import type { ConsentBlock, ConsentCapture, ConsentSegment } from './model';

/** Joins neighbouring text runs, folds white space and trims the ends of a block. */
export function tidySegments(raw: readonly ConsentSegment[]): ConsentSegment[] {
  const out: ConsentSegment[] = [];
  for (const segment of raw) {
    const text = segment.text.replace(/\s+/g, ' ');
    const last = out[out.length - 1];
    if (!('href' in segment) && last && !('href' in last)) {
      out[out.length - 1] = { text: last.text + text };
    } else if (text.length > 0 || 'href' in segment) {
      out.push('href' in segment ? { text: text.trim(), href: segment.href } : { text });
    }
  }
  const first = out[0];
  if (first && !('href' in first)) out[0] = { text: first.text.trimStart() };
  const end = out[out.length - 1];
  if (end && !('href' in end)) out[out.length - 1] = { text: end.text.trimEnd() };
  return out.filter((s) => s.text.length > 0 || 'href' in s);
}

/**
 * The consent of the register page as it is rendered (docs/editions.md, "Legal entity and
 * consent"): the label of every checkbox, in page order, as runs of text and links (with the
 * address the link opens, as the page writes it), whether the box is required and whether it
 * starts ticked; then every other piece of visible text that names one of `entityNames`.
 * Hidden text (`aria-hidden`, not displayed) is left out: this is what a visitor reads.
 */
export async function captureConsent(
  page: Page,
  entityNames: readonly string[],
): Promise<ConsentCapture> {
  // tsx (esbuild, keepNames) wraps the named helpers below in `__name(…)`, a helper of this
  // module that does not travel with the function into the page: the page gets a stand-in.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  const raw = await page.evaluate((names) => {
    type Raw = { text: string } | { text: string; href: string };
    const shown = (el: Element) =>
      el.getAttribute('aria-hidden') !== 'true' && getComputedStyle(el).display !== 'none';
    const runsOf = (root: Element): Raw[] => {
      const runs: Raw[] = [];
      const walk = (node: Node) => {
        if (node.nodeType === Node.TEXT_NODE) {
          runs.push({ text: node.textContent ?? '' });
          return;
        }
        if (!(node instanceof Element) || !shown(node)) return;
        if (node instanceof HTMLInputElement || node.tagName === 'SCRIPT') return;
        if (node instanceof HTMLAnchorElement) {
          runs.push({ text: node.innerText, href: node.getAttribute('href') ?? '' });
          return;
        }
        node.childNodes.forEach(walk);
      };
      walk(root);
      return runs;
    };
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    const labels: Element[] = [];
    const checkboxes = boxes.flatMap((box) => {
      const label =
        box.closest('label') ??
        (box.id ? document.querySelector(`label[for="${CSS.escape(box.id)}"]`) : null);
      if (!label) return [];
      labels.push(label);
      return [
        {
          kind: 'checkbox' as const,
          required: box.required,
          ticked: box.checked,
          runs: runsOf(label),
        },
      ];
    });
    const lines: Element[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!names.some((name) => text.includes(name))) continue;
      const parent = node.parentElement;
      if (!parent || labels.some((l) => l.contains(parent))) continue;
      if (parent.closest('script, style, noscript, title, [aria-hidden="true"]')) continue;
      let block: Element = parent;
      while (block.parentElement && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement;
      }
      if (!shown(block) || lines.includes(block)) continue;
      lines.push(block);
    }
    return [
      ...checkboxes,
      ...lines.map((block) => ({
        kind: 'line' as const,
        required: false,
        ticked: false,
        runs: runsOf(block),
      })),
    ];
  }, entityNames);
  const blocks: ConsentBlock[] = raw.map(({ runs, ...block }) => ({
    ...block,
    segments: tidySegments(runs),
  }));
  return { url: page.url(), blocks };
}
