import { defineConfig } from '@chakra-ui/react';
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';

/**
 * Our look on top of Chakra's defaults, shared by the staff app (all of Chakra's recipes) and the
 * public booking page (only the recipes it renders, see public/theme.ts).
 * Spec §9: Poppins, breakpoints base 0 / sm 30em / md 48em / lg 62em / xl 80em / 2xl 96em.
 */
export const brandConfig = defineConfig({
  theme: {
    breakpoints: { base: '0em', sm: '30em', md: '48em', lg: '62em', xl: '80em', '2xl': '96em' },
    tokens: {
      fonts: { heading: { value: 'Poppins, system-ui, sans-serif' }, body: { value: 'Poppins, system-ui, sans-serif' } },
      colors: {
        brand: {
          50: { value: '#e8f5f1' }, 100: { value: '#c5e6dc' }, 200: { value: '#9fd5c5' }, 300: { value: '#74c3ad' },
          400: { value: '#4fb39a' }, 500: { value: '#2f9c82' }, 600: { value: '#25806b' }, 700: { value: '#1c6354' },
          800: { value: '#13473c' }, 900: { value: '#0a2b24' },
        },
      },
    },
    recipes: {
      // Chakra lightens a solid button on hover (solid/90): brand green with white text drops to
      // 4.0:1. Darken it a little instead (also right for a light ?primary= colour with dark text).
      button: {
        variants: {
          variant: {
            solid: {
              _hover: { bg: 'color-mix(in srgb, {colors.colorPalette.solid} 88%, black)' },
              _expanded: { bg: 'color-mix(in srgb, {colors.colorPalette.solid} 88%, black)' },
            },
          },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's default fg.error (red.500) is 3.8:1 on white; field errors need 4.5:1 (WCAG AA).
        // Likewise warning/success text and the solid badges/buttons with white text: the 600 shades of
        // these palettes are 3.3–4.6:1 against white, the 700 ones 5:1 or more.
        fg: { error: { value: '{colors.red.700}' }, warning: { value: '{colors.orange.700}' }, success: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        green: { solid: { value: '{colors.green.700}' } },
        teal: { solid: { value: '{colors.teal.700}' } },
        cyan: { solid: { value: '{colors.cyan.700}' } },
        pink: { solid: { value: '{colors.pink.700}' } },
        brand: {
          solid: { value: '{colors.brand.600}' }, contrast: { value: 'white' }, fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' }, subtle: { value: '{colors.brand.50}' }, emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: { 'html, body': { fontFamily: 'body' } },
});
