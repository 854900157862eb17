import type { Locator, Page } from '@playwright/test';

/**
 * Drags the sandbox slider captcha's piece into its gap with the mouse, as a visitor does
 * (Magpie and Geetest stand-ins; `popup` is their dialog, on the page or inside a frame).
 */
export async function dragPieceIntoGap(popup: Locator, page: Page): Promise<void> {
  const handle = popup.getByRole('slider', { name: 'Slide the piece into the gap' });
  const picture = await popup.locator('[data-part="picture"]').boundingBox();
  const gap = await popup.locator('[data-part="gap"]').boundingBox();
  const start = await handle.boundingBox();
  if (!picture || !gap || !start) throw new Error('the slider puzzle is not on screen');
  const y = start.y + start.height / 2;
  const x = start.x + start.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + (gap.x - picture.x), y, { steps: 12 });
  await page.mouse.up();
}
