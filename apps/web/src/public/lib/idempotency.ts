/** A random v4 UUID; crypto.randomUUID exists only in secure contexts, so fall back to getRandomValues. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * One Idempotency-Key per submit attempt. A retry after a network failure (the server may have
 * booked without us hearing back) reuses the key, as long as the payload is the same; once the
 * server has answered, the next attempt is a new one.
 */
export function createIdempotencyKeys(generate: () => string = newUuid) {
  let pending: { key: string; payload: string } | null = null;
  return {
    keyFor(payload: string): string {
      if (!pending || pending.payload !== payload) pending = { key: generate(), payload };
      return pending.key;
    },
    /** The server answered (success or a definite error): forget the key. */
    settle() {
      pending = null;
    },
  };
}
