import { createSystem, defaultConfig } from '@chakra-ui/react';
import { brandConfig } from './theme-brand';

/** The staff app's system: every Chakra recipe, since the staff screens use most components. */
export const system = createSystem(defaultConfig, brandConfig);
