import { defineRecipe, defineSlotRecipe } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  buttonRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { layoutSizes, mediaFrom } from './layout-tokens';

/**
 * The Chakra recipes this app ships, and only those: each is imported by name so the bundler
 * drops the other ~70 (about 16 KiB gz, see PERFORMANCE.md).
 *
 * A Chakra component whose recipe is missing renders UNSTYLED without any error or warning.
 * Before using another Chakra component that has a recipe (PinInput, Select, Textarea, Badge,
 * Icon, ...), add its recipe here; `create-app-system.test.ts` lists the expected keys.
 */

/** One turn of the spinner takes the spec's 0.8 s (token `durations.spinner`). */
const spinner = defineRecipe({
  ...spinnerRecipe,
  base: { ...spinnerRecipe.base, animationDuration: 'spinner' },
});

const modalFadeIn = { animationName: 'fade-in', animationDuration: 'modalFade' } as const;
const modalFadeOut = { animationName: 'fade-out', animationDuration: 'modalFade' } as const;

/**
 * Modals fade in and out in the spec's 0.1 s (token `durations.modalFade`) instead of Chakra's
 * scale-and-fade, and sit in the middle of the screen.
 */
const dialog = defineSlotRecipe({
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

/**
 * Toasts are at least 180 px wide and, on a phone (under 500 px), 70% of the screen; wider
 * screens size them to their text. Chakra's own recipe stretches them to the toaster's width,
 * and fades the description to 80%, which drops white on red below AA (3.5:1): full opacity.
 */
const toast = defineSlotRecipe({
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

export const appRecipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner,
};

export const appSlotRecipes = {
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  tabs: tabsSlotRecipe,
  toast,
};
