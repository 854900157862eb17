import type { Page, Route } from '@playwright/test';

/**
 * Holds back every script the page asks for, as a slow link would, so a test sees the
 * prerendered page before the app has taken over; the returned function lets them through.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.js(\?|$)/, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };
}
