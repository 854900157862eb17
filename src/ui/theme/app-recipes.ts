import { defineRecipe } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  buttonRecipe,
  checkboxSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The Chakra recipes this app ships, and only those: each is imported by name so the bundler
 * drops the other ~70 (about 16 KiB gz, see PERFORMANCE.md).
 *
 * A Chakra component whose recipe is missing renders UNSTYLED without any error or warning.
 * Before using another Chakra component that has a recipe (PinInput, Select, Textarea, Badge,
 * Icon, ...), add its recipe here; `create-app-system.test.ts` lists the expected keys.
 * Recipes of components that only appear after a first interaction (the dialog, the toast) are
 * not registered: the component is given its recipe where it is lazily loaded.
 */

/** One turn of the spinner takes the spec's 0.8 s (token `durations.spinner`). */
const spinner = defineRecipe({
  ...spinnerRecipe,
  base: { ...spinnerRecipe.base, animationDuration: 'spinner' },
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
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  tabs: tabsSlotRecipe,
};
