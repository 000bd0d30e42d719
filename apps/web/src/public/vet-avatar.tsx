export function initials(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();
}

/** A vet's photo, or their initials on a calm colour. Size in Chakra's spacing units (10 = 2.5rem). */
export function VetAvatar({ first, last, avatar, size = '10' }: { first: string; last: string; avatar?: string | null; size?: string }) {
  const box = { width: `${Number(size) / 4}rem`, height: `${Number(size) / 4}rem` };
  if (avatar) return <img src={avatar} alt="" className="b-avatar" style={box} />;
  return (
    <span className="b-circle b-tint-muted" style={box} aria-hidden="true">
      {initials(first, last)}
    </span>
  );
}
