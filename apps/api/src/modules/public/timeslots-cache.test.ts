import { describe, expect, it } from 'vitest';
import { TimeslotsCache } from './timeslots-cache';

describe('TimeslotsCache with reads from a lagging replica', () => {
  it('an older version (a replica behind) neither uses nor replaces the newer entry', () => {
    const cache = new TimeslotsCache(10, 15_000, () => 0);
    cache.set('k', 7, 'primary at 7');
    expect(cache.get('k', 6)).toBeUndefined();
    cache.set('k', 6, 'replica at 6');
    expect(cache.get('k', 7)).toBe('primary at 7');
  });

  it('a newer version replaces the entry, and the replica catching up then shares it', () => {
    const cache = new TimeslotsCache(10, 15_000, () => 0);
    cache.set('k', 6, 'replica at 6');
    expect(cache.get('k', 7)).toBeUndefined();
    cache.set('k', 7, 'primary at 7');
    expect(cache.get('k', 6)).toBeUndefined();
    expect(cache.get('k', 7)).toBe('primary at 7');
  });

  it('an expired newer entry gives way to an older version (a version that went backwards waits out the ttl)', () => {
    let now = 0;
    const cache = new TimeslotsCache(10, 1_000, () => now);
    cache.set('k', 7, 'at 7');
    now = 1_001;
    cache.set('k', 3, 'at 3');
    expect(cache.get('k', 3)).toBe('at 3');
  });

  it('replacing an entry evicts nothing else', () => {
    const cache = new TimeslotsCache(2, 15_000, () => 0);
    cache.set('a', 1, 'a1');
    cache.set('b', 1, 'b1');
    cache.set('b', 2, 'b2');
    expect(cache.get('a', 1)).toBe('a1');
    expect(cache.get('b', 2)).toBe('b2');
  });
});
