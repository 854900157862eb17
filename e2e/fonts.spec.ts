import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import subsetFont from 'subset-font';
import { chromiumLaunchOptions } from './support/chromium';
import { recordCspViolations } from './support/csp';
import { manifestOf, originOf } from './support/editions';

/**
 * Every script the editions are written in is drawn with real letters on a machine with no fonts
 * but DejaVu and Liberation, as this one and a bare Linux box have (docs/performance.md, "Fonts
 * per script"). Chromium names the font of every glyph run it drew (CDP
 * `CSS.getPlatformFontsForNode`). A letter no font has is drawn as a box by a font without it, so
 * a heading passes when the glyphs drawn by fonts that lack its script's letters are no more than
 * its other characters (spaces, Latin): its letters came from our web font (`isCustomFont`, the
 * Noto family of the script) or from an installed font that fontconfig says has every one of them
 * (`fc-list :charset=…`). A heading without a letter of the script would prove nothing, so that
 * is checked too. And where an installed font has the script, no woff2 file is downloaded.
 */

interface Case {
  readonly edition: string;
  readonly path: string;
  readonly letters: RegExp;
  /** The web font's Noto family (the files name their instance too: "Noto Sans TC Thin"). */
  readonly web?: string;
  /** Whether this machine has no font for the script, so woff2 files are downloaded. */
  readonly downloads: boolean;
}

const cases: readonly Case[] = [
  {
    edition: 'global',
    path: '/th-TH/login',
    letters: /\p{Script=Thai}/u,
    web: 'Noto Sans Thai',
    downloads: true,
  },
  // The login screen is not offered in Hindi (docs/login.md, "Languages"): it shows English.
  {
    edition: 'global',
    path: '/hi-IN/register',
    letters: /\p{Script=Devanagari}/u,
    web: 'Noto Sans Devanagari',
    downloads: true,
  },
  {
    edition: 'global',
    path: '/zh-TW/login',
    letters: /\p{Script=Han}/u,
    web: 'Noto Sans TC',
    downloads: true,
  },
  {
    edition: 'hkg',
    path: '/login',
    letters: /\p{Script=Han}/u,
    web: 'Noto Sans HK',
    downloads: true,
  },
  {
    edition: 'global',
    path: '/ja-JP/login',
    letters: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
    web: 'Noto Sans JP',
    downloads: true,
  },
  {
    edition: 'global',
    path: '/ko-KR/login',
    letters: /\p{Script=Hangul}/u,
    web: 'Noto Sans KR',
    downloads: true,
  },
  {
    edition: 'geo',
    path: '/login',
    letters: /\p{Script=Georgian}/u,
    web: 'Noto Sans Georgian',
    downloads: false,
  },
  {
    edition: 'are',
    path: '/ar/login',
    letters: /\p{Script=Arabic}/u,
    web: 'Noto Sans Arabic',
    downloads: false,
  },
  { edition: 'geo', path: '/ru/login', letters: /\p{Script=Cyrillic}/u, downloads: false },
  { edition: 'kaz', path: '/kk-KAZ/login', letters: /\p{Script=Cyrillic}/u, downloads: false },
];

/** Installed families that have every one of these characters, as fontconfig says. */
function installedWith(characters: readonly string[]): Set<string> {
  const charset = [...new Set(characters)].map((ch) => ch.codePointAt(0)!.toString(16)).join(' ');
  const out = execFileSync('fc-list', [`:charset=${charset}`, 'family'], { encoding: 'utf8' });
  return new Set(
    out
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((f) => f.trim())
      .filter(Boolean),
  );
}

interface PlatformFont {
  readonly familyName: string;
  readonly isCustomFont: boolean;
  readonly glyphCount: number;
}

/** The fonts Chromium drew an element's text with, run by run. */
async function fontsOf(page: Page, selector: string): Promise<PlatformFont[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

/** Loads a page and lets its fonts arrive; returns the woff2 files it fetched. */
async function openSettled(page: Page, url: string): Promise<string[]> {
  const woff2: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) woff2.push(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await expect(page.locator('form[data-ready]').first()).toBeAttached();
  await page.evaluate(() => document.fonts.ready);
  return woff2;
}

/** The heading's glyphs drawn by fonts that lack its letters, next to its other characters. */
async function expectLettersDrawn(page: Page, c: Case): Promise<void> {
  const text = (await page.locator('h1').first().textContent()) ?? '';
  const letters = [...text].filter((ch) => c.letters.test(ch));
  expect(letters.length, `letters of the script in "${text}"`).toBeGreaterThan(0);
  const installed = installedWith(letters);
  const fonts = await fontsOf(page, 'h1');
  const hasLetters = (font: PlatformFont) =>
    font.isCustomFont
      ? c.web !== undefined && font.familyName.startsWith(c.web)
      : installed.has(font.familyName);
  const withoutLetters = fonts.filter((font) => !hasLetters(font));
  const boxes = withoutLetters.reduce((sum, font) => sum + font.glyphCount, 0);
  expect(
    boxes,
    `"${text}" drawn in ${fonts.map((f) => `${f.familyName} (${f.glyphCount})`).join(', ')}`,
  ).toBeLessThanOrEqual(text.length - letters.length);
  expect(fonts.some(hasLetters), 'a font with the letters').toBe(true);
}

for (const c of cases) {
  test(`${c.edition}${c.path}: the heading is drawn in a font that has its script`, async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const woff2 = await openSettled(page, `${originOf(manifestOf(c.edition))}${c.path}`);
    await expectLettersDrawn(page, c);
    if (c.downloads) expect(woff2.length, 'woff2 files').toBeGreaterThan(0);
    // A font installed here has the script: our family takes it (`local()`) before its files.
    else expect(woff2, 'woff2 files').toEqual([]);
    expect(violations).toEqual([]);
  });
}

test('a Latin page links no fonts CSS and downloads no font', async ({ page }) => {
  const woff2 = await openSettled(page, `${originOf(manifestOf('global'))}/login`);
  expect(await page.locator('[id^="/assets/fonts-"]').count()).toBe(0);
  expect(woff2).toEqual([]);
  const stack = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(stack).toMatch(/^system-ui, /);
});

test('a prerendered page carries its fonts CSS inline, not as a request before the first paint', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openSettled(page, `${originOf(manifestOf('global'))}/zh-TW/login`);
  await expect(page.locator('style[id$="-zh-TW.css"]')).toHaveCount(1);
  expect(requested.filter((p) => /^\/assets\/fonts-.*\.css$/.test(p))).toEqual([]);
});

test('switching to Thai in the page links its fonts and draws the heading with them', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await openSettled(page, `${originOf(manifestOf('global'))}/login`);
  await page.getByRole('combobox', { name: /language/i }).selectOption('th-TH');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  await expect(page.locator('h1').first()).toHaveText(/\p{Script=Thai}/u);
  await expect(page.locator('link[href^="/assets/fonts-"][href$="-th-TH.css"]')).toHaveCount(1);
  await page.evaluate(() => document.fonts.ready);
  await expectLettersDrawn(page, cases[0]!);
  expect(violations).toEqual([]);
});

test("a machine with the script's font installed downloads none of ours", async ({
  playwright,
}, testInfo) => {
  // Noto Sans Thai installed for this browser only (its own fontconfig), as Android and many
  // Linux desktops have it: our family takes it by name (`local()`) and fetches no file.
  const dir = testInfo.outputPath('fontconfig');
  mkdirSync(path.join(dir, 'fonts'), { recursive: true });
  const woff2 = createRequire(import.meta.url).resolve(
    '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2',
  );
  const ttf = await subsetFont(readFileSync(woff2), '', {
    targetFormat: 'truetype',
    keepAllGlyphs: true,
  });
  writeFileSync(path.join(dir, 'fonts', 'NotoSansThai.ttf'), ttf);
  writeFileSync(
    path.join(dir, 'fonts.conf'),
    `<?xml version="1.0"?><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include>` +
      `<dir>${dir}/fonts</dir><cachedir>${dir}/cache</cachedir></fontconfig>`,
  );
  const browser = await playwright.chromium.launch({
    ...chromiumLaunchOptions(),
    env: { ...process.env, FONTCONFIG_FILE: path.join(dir, 'fonts.conf') },
  });
  try {
    const page = await browser.newPage();
    const fetched = await openSettled(page, `${originOf(manifestOf('global'))}/th-TH/login`);
    expect(fetched).toEqual([]);
    const fonts = await fontsOf(page, 'h1');
    expect(fonts.map((f) => [f.familyName, f.isCustomFont])).toEqual([['Noto Sans Thai', false]]);
  } finally {
    await browser.close();
  }
});
