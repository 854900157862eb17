import type { SystemContext } from '@chakra-ui/react';

/**
 * The system a page's `ChakraProvider` gets. A prerendered page carries Chakra's global styles
 * (its reset, the global CSS, every token as a CSS variable, in both colour modes) in its
 * critical CSS (scripts/prerender/page-document.ts), so there the provider gets the system
 * without them: they are neither built at start-up (the build makes building them lazy,
 * scripts/vite/lazy-chakra-global-plugin.ts) nor inserted a second time. Any other page gets
 * them as Chakra builds them. docs/performance.md, "Hydration".
 */
export function systemForPage(
  system: SystemContext,
  pageCarriesGlobalStyles: boolean,
): SystemContext {
  if (!pageCarriesGlobalStyles) return system;
  // A copy of every property but `_global`: reading that getter would build what is skipped.
  const { _global: _unused, ...descriptors } = Object.getOwnPropertyDescriptors(system);
  return Object.defineProperties({} as SystemContext, {
    ...descriptors,
    _global: { value: [], enumerable: true },
  });
}
