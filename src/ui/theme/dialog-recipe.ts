import { defineSlotRecipe } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

// Passed to Dialog.Root as its `recipe` (src/ui/app-dialog.tsx) rather than registered in the
// system, so it loads with the first dialog instead of with every page.

const modalFadeIn = { animationName: 'fade-in', animationDuration: 'modalFade' } as const;
const modalFadeOut = { animationName: 'fade-out', animationDuration: 'modalFade' } as const;

/**
 * Modals fade in and out in the spec's 0.1 s (token `durations.modalFade`) instead of Chakra's
 * scale-and-fade, and sit in the middle of the screen.
 */
export const dialogRecipe = defineSlotRecipe({
  ...dialogSlotRecipe,
  base: {
    ...dialogSlotRecipe.base,
    backdrop: { ...dialogSlotRecipe.base?.backdrop, _open: modalFadeIn, _closed: modalFadeOut },
    content: { ...dialogSlotRecipe.base?.content, _open: modalFadeIn, _closed: modalFadeOut },
  },
  defaultVariants: {
    ...dialogSlotRecipe.defaultVariants,
    placement: 'center',
    motionPreset: 'none',
  },
});
