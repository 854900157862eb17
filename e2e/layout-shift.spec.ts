import { expect, test } from '@playwright/test';
import { manifests, originOf } from './support/editions';
import { recordLayoutShift, throttleLikeAPhone } from './support/layout-shift';
import { waitForQuietNetwork } from './support/quiet-network';
import { metricsFamilyOf, scriptFonts, scriptOfLanguage } from '../src/ui/theme/script-fonts';

/**
 * No page moves under the visitor (docs/performance.md, "Settling without layout shift"): over the whole load of
 * every edition's login and register page (prerendered HTML, hydration, third-party buttons, the
 * welcome-gift line, the campaign image, the 3 s page-loading time-out letting go of held space),
 * the layout shifts add up to at most 0.02, on a mid-range phone on slow 4G and on a desktop.
 */
const CLS_LIMIT = 0.02;
/** Past the register promo's 3 s page-loading time-out, the last moment held space is let go. */
const SETTLE_MS = 3_500;

const views = [
  { name: 'phone, slow 4G, 4x CPU', viewport: { width: 412, height: 823 }, throttled: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, throttled: false },
] as const;

/**
 * Besides each edition's default language, its languages whose letters come from a web font on a
 * machine without the script's fonts, the ones with a metrics font (docs/performance.md, "Nothing
 * moves when the letters arrive"): the files arrive after the first paint, and the text must not
 * move when they do.
 */
function webFontLanguages(manifest: (typeof manifests)[number]): string[] {
  return manifest.languages.available.filter(
    (code) =>
      code !== manifest.languages.default && metricsFamilyOf(scriptFonts[scriptOfLanguage(code)]),
  );
}

const cases = manifests.flatMap((manifest) => {
  const pages = manifest.register.redirectTo
    ? (['login'] as const)
    : (['login', 'register'] as const);
  const prefixes = ['', ...webFontLanguages(manifest).map((code) => `/${code}`)];
  return prefixes.flatMap((prefix) =>
    pages.map((page) => ({ manifest, path: `${prefix}/${page}` })),
  );
});

for (const { manifest, path } of cases) {
  for (const view of views) {
    test(`${manifest.id}${path} does not shift (${view.name})`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({
        viewport: view.viewport,
        isMobile: view.viewport.width < 600,
        hasTouch: view.viewport.width < 600,
      });
      const tab = await context.newPage();
      if (view.throttled) await throttleLikeAPhone(tab);
      const layoutShift = await recordLayoutShift(tab);
      await tab.goto(`${originOf(manifest)}${path}`, { timeout: 45_000 });
      await waitForQuietNetwork(tab, `${manifest.id}${path}`);
      await expect(tab.locator('form[data-ready]').first()).toBeAttached({ timeout: 20_000 });
      await tab.waitForTimeout(SETTLE_MS);
      const total = await layoutShift();
      const shifts = await layoutShift.shifts();
      expect(
        total,
        `layout shifts of ${manifest.id}${path}:\n${shifts
          .map((s) => `  ${s.value.toFixed(4)} at ${s.at} ms: ${s.nodes.join(' | ')}`)
          .join('\n')}`,
      ).toBeLessThanOrEqual(CLS_LIMIT);
      await context.close();
    });
  }
}
