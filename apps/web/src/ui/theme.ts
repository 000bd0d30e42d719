import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { brandConfig } from './theme-brand';

// A switch's or checkbox's hidden input is absolutely positioned; with no positioned ancestor it sits
// where its cell would be in the page, outside any scrolling table, and widens a phone's page
// (the Services list was 535 px wide at 390 px). Its own label is its containing block instead.
const controls = defineConfig({
  globalCss: {
    '[data-scope="switch"][data-part="root"], [data-scope="checkbox"][data-part="root"], [data-scope="radio-group"][data-part="item"]': { position: 'relative' },
  },
});

/** The staff app's system: every Chakra recipe, since the staff screens use most components. */
export const system = createSystem(defaultConfig, brandConfig, controls);
