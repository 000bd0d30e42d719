import { Circle, Image } from '@chakra-ui/react';

export function initials(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();
}

/** A vet's photo, or their initials on a calm colour. */
export function VetAvatar({ first, last, avatar, size = '10' }: { first: string; last: string; avatar?: string | null; size?: string }) {
  if (avatar) return <Image src={avatar} alt="" boxSize={size} rounded="full" objectFit="cover" flexShrink={0} />;
  return (
    <Circle size={size} bg="brand.muted" color="brand.fg" fontWeight="semibold" fontSize="sm" aria-hidden="true" flexShrink={0}>
      {initials(first, last)}
    </Circle>
  );
}
