import { Box, Image } from '@chakra-ui/react';
import { PawIcon } from '../../ui/paw-icon';

/** The pet's photo, or a paw on a tinted square. */
export function PetAvatar({ photo, name, size = '10' }: { photo: string | null; name: string; size?: string }) {
  if (photo) return <Image src={photo} alt="" title={name} boxSize={size} objectFit="cover" borderRadius="md" flexShrink={0} />;
  return (
    <Box boxSize={size} borderRadius="md" bg="brand.subtle" color="brand.fg" display="grid" placeItems="center" flexShrink={0} aria-hidden>
      <PawIcon />
    </Box>
  );
}
