import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A button that reads like a link inside a sentence. */
export function LinkButton({ onClick, onHover, children }: { onClick: () => void; onHover?: () => void; children: ReactNode }) {
  return (
    <Button
      variant="plain"
      size="sm"
      h="auto"
      p="0"
      minW="0"
      color="brand.fg"
      textDecoration="underline"
      verticalAlign="baseline"
      fontWeight="medium"
      onPointerEnter={onHover}
      onFocus={onHover}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
