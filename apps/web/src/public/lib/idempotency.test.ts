import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, newUuid } from './idempotency';

describe('idempotency keys', () => {
  it('should make v4 UUIDs', () => {
    expect(newUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('should reuse the key when the same payload is retried after a network failure', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `k${++n}`);
    expect(keys.keyFor('{"a":1}')).toBe('k1');
    expect(keys.keyFor('{"a":1}')).toBe('k1');
  });

  it('should use a new key once the server answered', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `k${++n}`);
    keys.keyFor('{"a":1}');
    keys.settle();
    expect(keys.keyFor('{"a":1}')).toBe('k2');
  });

  it('should use a new key when the payload changed', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `k${++n}`);
    keys.keyFor('{"a":1}');
    expect(keys.keyFor('{"a":2}')).toBe('k2');
  });
});
