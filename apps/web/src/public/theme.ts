import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe, animationStyles, badgeRecipe, breakpoints, buttonRecipe, checkboxSlotRecipe, checkmarkRecipe, containerRecipe,
  cssVarsPrefix, cssVarsRoot, dialogSlotRecipe, fieldSlotRecipe, globalCss, headingRecipe, iconRecipe, inputRecipe, keyframes,
  layerStyles, linkRecipe, nativeSelectSlotRecipe, radioGroupSlotRecipe, radiomarkRecipe, semanticTokens, skeletonRecipe,
  spinnerRecipe, tableSlotRecipe, textStyles, textareaRecipe, toastSlotRecipe, tokens,
} from '@chakra-ui/react/theme';
import { brandConfig } from '../ui/theme-brand';

/**
 * The recipes the public bundle renders, by the key Chakra's components look them up with. Chakra's
 * full theme is ≈30 KB gzip of recipes the booking page never shows (DESIGN §7: 150 KB first load).
 * theme.test.ts fails when public code imports a component whose recipe is missing here.
 */
export const PUBLIC_RECIPES = {
  badge: badgeRecipe, button: buttonRecipe, checkmark: checkmarkRecipe, container: containerRecipe, heading: headingRecipe,
  icon: iconRecipe, input: inputRecipe, link: linkRecipe, radiomark: radiomarkRecipe, skeleton: skeletonRecipe,
  spinner: spinnerRecipe, textarea: textareaRecipe,
};
export const PUBLIC_SLOT_RECIPES = {
  alert: alertSlotRecipe, checkbox: checkboxSlotRecipe, dialog: dialogSlotRecipe, field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe, radioGroup: radioGroupSlotRecipe, table: tableSlotRecipe, toast: toastSlotRecipe,
};

const publicThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles, recipes: PUBLIC_RECIPES, slotRecipes: PUBLIC_SLOT_RECIPES },
});

export const system = createSystem(defaultBaseConfig, publicThemeConfig, brandConfig);
