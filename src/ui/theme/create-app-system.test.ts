import { defaultTheme } from '../test-utils/render-with-ui';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createAppSystem, unusedPalettes } from './create-app-system';
import { dialogRecipe } from './dialog-recipe';
import { toastRecipe } from './toast-recipe';
import {
  layoutSizes,
  mediaBelow,
  mediaFrom,
  motionTimings,
  specBreakpoints,
} from './layout-tokens';

const system = createAppSystem(defaultTheme);

describe('createAppSystem', () => {
  it('ships exactly the recipes our components use', () => {
    expect(Object.keys(system._config.theme?.recipes ?? {}).sort()).toEqual([
      'button',
      'heading',
      'input',
      'link',
      'separator',
      'skeleton',
      'spinner',
    ]);
    expect(Object.keys(system._config.theme?.slotRecipes ?? {}).sort()).toEqual([
      'alert',
      'checkbox',
      'field',
      'nativeSelect',
      'tabs',
    ]);
    expect(system.hasRecipe('accordion')).toBe(false);
    // The dialog and toast bring their own recipes when they load (dialog-recipe.ts, toast-recipe.ts).
    expect(system.hasRecipe('dialog')).toBe(false);
  });

  it("keeps Chakra's tokens, semantic tokens and global CSS (without them pages render unstyled)", () => {
    expect(system.token('spacing.4')).toBe('1rem');
    expect(JSON.stringify(system.getTokenCss())).toContain('--chakra-colors-brand-solid');
    expect(system.tokens.getByName('colors.gray.500')?.value).toBe('#71717a');
    expect(system.tokens.getByName('colors.bg.muted')).toBeDefined();
    expect(system._config.preflight).toBe(true);
    expect(system._config.globalCss?.html).toMatchObject({ color: 'fg', bg: 'bg' });
  });

  it('makes brand the default colour palette', () => {
    expect(system._config.globalCss?.html).toMatchObject({ colorPalette: 'brand' });
  });

  it('takes fonts and radii from the theme', () => {
    expect(system.tokens.getByName('fonts.body')?.value).toBe(defaultTheme.fonts.body);
    expect(system.tokens.getByName('fonts.heading')?.value).toBe(defaultTheme.fonts.heading);
    expect(system.tokens.getByName('radii.l2')?.value).toBe(defaultTheme.radii.l2);
  });

  it('spins the spinner in 0.8 s and fades modals in 0.1 s (docs/theming.md, "Layout sizes and timings")', () => {
    expect(motionTimings).toEqual({ spinnerMs: 800, modalFadeMs: 100 });
    expect(system.tokens.getByName('durations.spinner')?.value).toBe('800ms');
    expect(system.tokens.getByName('durations.modalFade')?.value).toBe('100ms');
    expect(system.getRecipe('spinner').base.animationDuration).toBe('spinner');
    const dialog = dialogRecipe;
    for (const part of ['backdrop', 'content'] as const) {
      expect(dialog.base?.[part]?._open).toEqual({
        animationName: 'fade-in',
        animationDuration: 'modalFade',
      });
      expect(dialog.base?.[part]?._closed).toEqual({
        animationName: 'fade-out',
        animationDuration: 'modalFade',
      });
    }
    expect(dialog.defaultVariants).toMatchObject({ placement: 'center', motionPreset: 'none' });
  });

  it('sizes toasts to at least 180 px, 70% of the width under 500 px (docs/theming.md, "Layout sizes and timings")', () => {
    const root = toastRecipe.base?.root ?? {};
    expect(root.minWidth).toBe('180px');
    expect(root.width).toBe('70%');
    expect(root['@media screen and (min-width: 500px)']).toMatchObject({ width: 'auto' });
    // Chakra's 0.8 opacity would put white-on-red error toasts below AA contrast.
    expect(toastRecipe.base?.description?.opacity).toBe('1');
  });

  it("writes the spec's breakpoints as media queries", () => {
    expect(specBreakpoints).toEqual([446, 460, 500, 600, 747, 880, 1440]);
    expect(mediaFrom(880)).toBe('@media screen and (min-width: 880px)');
    expect(mediaBelow(1440)).toBe('@media screen and (max-width: 1439.98px)');
  });

  it('keeps the layout widths (docs/theming.md, "Layout sizes and timings")', () => {
    expect(layoutSizes).toMatchObject({
      loginPanelWidth: 446,
      loginBoxWidth: 480,
      dialogCardWidth: 400,
      modalWidth: 480,
      otherModalWidths: [440, 472, 492],
      promoImage: { width: 304, height: 280 },
      toastMinWidth: 180,
      phoneToastWidthPercent: 70,
      phoneToastBelow: 500,
      promoColumnFrom: 880,
    });
    expect(specBreakpoints).toContain(layoutSizes.phoneToastBelow);
    expect(specBreakpoints).toContain(layoutSizes.promoColumnFrom);
  });

  it('leaves out the palettes nothing draws with, and keeps every palette the code names', () => {
    const css = JSON.stringify(system.getTokenCss());
    for (const gone of unusedPalettes) {
      expect(css).not.toContain(`--chakra-colors-${gone}-`);
    }
    const named = new Set<string>();
    const srcDir = path.resolve(import.meta.dirname, '../..');
    const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    for (const file of files) {
      const text = readFileSync(path.join(srcDir, file), 'utf8');
      // colorPalette="green", colorPalette: 'green', colorPalette={ok ? 'green' : 'orange'}
      for (const [, value] of text.matchAll(/colorPalette(?:=|:\s*)("[^"]*"|'[^']*'|\{[^}]*\})/g)) {
        for (const [, name] of value!.matchAll(/["']([a-z]+)["']/g)) named.add(name!);
      }
      for (const [, name] of text.matchAll(/\{colors\.([a-z]+)\./g)) named.add(name!);
    }
    expect(named.size).toBeGreaterThan(3);
    for (const name of named) {
      expect(css, `palette "${name}" named in src/`).toContain(`--chakra-colors-${name}-`);
    }
  });

  it('has every keyframe a recipe or component names, and no animation style', () => {
    const keyframes = new Set(Object.keys(system._config.theme?.keyframes ?? {}));
    const named = new Set<string>();
    const styles: string[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      if (typeof value !== 'object' || value === null) return;
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'animationStyle') styles.push(String(inner));
        // animationName: 'scale-in, fade-in'; animation: 'spin' or 'bg-position var(--d) …'
        if (key === 'animationName' && typeof inner === 'string') {
          for (const name of inner.split(',')) named.add(name.trim());
        }
        if (key === 'animation' && typeof inner === 'string' && inner !== 'none') {
          named.add(inner.split(' ')[0]!);
        }
        visit(inner);
      }
    };
    visit([system._config.theme?.recipes, system._config.theme?.slotRecipes]);
    visit([dialogRecipe, toastRecipe]);
    const srcDir = path.resolve(import.meta.dirname, '../..');
    for (const file of readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(path.join(srcDir, file), 'utf8');
      for (const [, names] of text.matchAll(/animationName[=:]\s*["']([^"']+)["']/g)) {
        for (const name of names!.split(',')) named.add(name.trim());
      }
      if (/animationStyle[=:]/.test(text)) styles.push(file);
    }
    expect(named).toContain('spin');
    expect(named).toContain('fade-in');
    for (const name of named) expect(keyframes, `keyframe "${name}"`).toContain(name);
    expect(styles).toEqual([]);
    expect(system._config.theme?.animationStyles ?? {}).toEqual({});
  });
});
