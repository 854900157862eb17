import type { Page } from '@playwright/test';

const CJK = new Set(['zh', 'ja', 'ko']);

/** Debian's packages with a font for each of these languages' scripts. */
export function fontPackages(codes: readonly string[]): string[] {
  const cjk = codes.map((code) => CJK.has(code.split('-')[0]!.toLowerCase()));
  return [
    ...(cjk.some(Boolean) ? ['fonts-noto-cjk'] : []),
    ...(cjk.some((c) => !c) ? ['fonts-noto-core'] : []),
  ];
}

/**
 * Whether the page's text is drawn as empty boxes: no font, neither the page's nor the
 * machine's, has its script. Up to 12 of the page's visible characters in its own language
 * beyond Latin are drawn on a
 * canvas in the font of the element they are in; a missing glyph is drawn as the same box
 * whatever the character, which is also what a code point no font has (U+10FFFD) looks like.
 * A page in a Latin script has nothing to check.
 */
export async function textShowsAsBoxes(page: Page): Promise<boolean> {
  // tsx (esbuild, keepNames) wraps the named helpers below in `__name(…)`, a helper of this
  // module that does not travel with the function into the page: the page gets a stand-in.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  return page.evaluate(() => {
    const samples = new Map<string, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && samples.size < 12; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Text in another language (the language picker's names) and text not on screen do
      // not count: the question is whether this language can be read.
      if (!parent || parent.closest('script, style, noscript, select, [aria-hidden="true"]'))
        continue;
      if (parent.closest('[lang]')?.getAttribute('lang') !== document.documentElement.lang)
        continue;
      if (!parent.checkVisibility()) continue;
      const style = getComputedStyle(parent);
      const font = `${style.fontStyle} ${style.fontWeight} 32px ${style.fontFamily}`;
      for (const char of node.textContent ?? '') {
        if (char.codePointAt(0)! > 0x2ff && !/\s/.test(char) && !samples.has(char)) {
          samples.set(char, font);
        }
      }
    }
    if (samples.size === 0) return false;
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 48;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const draw = (char: string, font: string) => {
      context.clearRect(0, 0, 48, 48);
      context.font = font;
      context.textBaseline = 'top';
      context.fillText(char, 4, 4);
      return context.getImageData(0, 0, 48, 48).data.join(',');
    };
    const boxes = [...samples].filter(
      ([char, font]) => draw(char, font) === draw('\u{10FFFD}', font),
    );
    return boxes.length * 2 >= samples.size;
  });
}
