/**
 * Chakra's `createSystem` builds the page's global styles (its reset, the global CSS and every
 * token as a CSS variable) as it starts, for `ChakraProvider` to insert. A prerendered page
 * already carries them in its critical CSS, and building them was about 40 % of `createSystem`,
 * itself the longest task of the start-up (docs/performance.md, "Hydration"). This makes
 * `system._global` a getter that builds them on first use: a page that renders without a
 * prerendered stylesheet reads it as before; a prerendered page hands the provider a system
 * without them (src/ui/theme/prerendered-global-styles.ts) and never builds them.
 *
 * The rewrite is checked: if a release of @chakra-ui/react changes those lines, the build fails
 * naming the file and what it expected, instead of silently building them again.
 */
import type { Plugin } from 'vite';

const CHAKRA_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = /\n(\s+)_global,\n/;

export function lazyGlobalStyles(code: string, id: string): string {
  if (!code.includes(EAGER) || !RETURNED.test(code)) {
    throw new Error(
      `${id}: expected \`${EAGER}\` and \`_global,\` in the returned system ` +
        '(scripts/vite/lazy-chakra-global-plugin.ts makes them lazy): update the plugin for this ' +
        'version of @chakra-ui/react',
    );
  }
  return code
    .replace(
      EAGER,
      'let _globalStyles;\n  const globalStyles = () => ' +
        '(_globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
    )
    .replace(RETURNED, '\n$1get _global() { return globalStyles(); },\n');
}

export function lazyChakraGlobalPlugin(): Plugin {
  return {
    name: 'lazy-chakra-global-styles',
    transform: {
      filter: { id: CHAKRA_SYSTEM },
      handler(code, id) {
        return { code: lazyGlobalStyles(code, id), map: null };
      },
    },
  };
}
