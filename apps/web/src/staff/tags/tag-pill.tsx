import { Box, CloseButton, HStack } from '@chakra-ui/react';
import { TAG_COLOURS, type TTagPill } from '@vetclinic/domain';

/** The palette colour of a tag (background and a text colour with AA contrast on it). */
export const tagColours = (colour: string) => TAG_COLOURS[colour as keyof typeof TAG_COLOURS] ?? TAG_COLOURS.gray;

/** A tag as a small pill; with `onRemove`, a × that takes it off (labelled for screen readers). */
export function TagPill({ tag, onRemove, removeLabel, size = 'sm' }: { tag: Pick<TTagPill, 'name' | 'colour'>; onRemove?: () => void; removeLabel?: string; size?: 'xs' | 'sm' }) {
  const c = tagColours(tag.colour);
  return (
    <HStack as="span" display="inline-flex" gap="0.5" bg={c.bg} color={c.fg} borderRadius="full" px={size === 'xs' ? '1.5' : '2'} py="0.5"
      fontSize={size === 'xs' ? '2xs' : 'xs'} fontWeight="medium" lineHeight="1.2" maxW="full">
      <Box as="span" truncate>{tag.name}</Box>
      {onRemove && <CloseButton size="2xs" color={c.fg} aria-label={removeLabel} onClick={onRemove} minW="4" h="4" />}
    </HStack>
  );
}
