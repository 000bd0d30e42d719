import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './theme';

/** Chakra UI and its styling runtime, for the parts of the public pages built with it (lite-ui.tsx WithChakra). */
export function ChakraRoot({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
