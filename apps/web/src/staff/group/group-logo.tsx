import { Box, Image } from '@chakra-ui/react';
import { PawIcon } from '../../ui/paw-icon';

/**
 * The group's logo in a fixed square (width and height set, so nothing moves when it loads), or the
 * paw mark when the group has none. Decorative: the clinic's name always stands next to it.
 */
export function GroupLogo({ url, size = 32 }: { url: string | null | undefined; size?: number }) {
  if (url) return <Image src={url} alt="" htmlWidth={size} htmlHeight={size} boxSize={`${size}px`} objectFit="contain" rounded="md" flexShrink={0} />;
  return (
    <Box boxSize={`${size}px`} borderRadius="md" bg="brand.solid" color="white" display="grid" placeItems="center" flexShrink={0} aria-hidden>
      <PawIcon />
    </Box>
  );
}
