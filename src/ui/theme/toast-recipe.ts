import { defineSlotRecipe } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { layoutSizes, mediaFrom } from './layout-tokens';

// Passed to Toast.Root as its `recipe` (src/ui/toaster.tsx) rather than registered in the
// system, so it loads with the first toast instead of with every page.

/**
 * Toasts are at least 180 px wide and, on a phone (under 500 px), 70% of the screen; wider
 * screens size them to their text. Chakra's own recipe stretches them to the toaster's width,
 * and fades the description to 80%, which drops white on red below AA (3.5:1): full opacity.
 */
export const toastRecipe = defineSlotRecipe({
  ...toastSlotRecipe,
  base: {
    ...toastSlotRecipe.base,
    root: {
      ...toastSlotRecipe.base?.root,
      minWidth: `${layoutSizes.toastMinWidth}px`,
      width: `${layoutSizes.phoneToastWidthPercent}%`,
      [mediaFrom(layoutSizes.phoneToastBelow)]: { width: 'auto', maxWidth: 'md' },
    },
    description: { ...toastSlotRecipe.base?.description, opacity: '1' },
  },
});
