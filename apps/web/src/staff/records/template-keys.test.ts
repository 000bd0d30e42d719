import { describe, expect, it } from 'vitest';
import { makeKey, move } from './template-keys';

describe('template editor keys', () => {
  it('should make a key from a label and keep it unique', () => {
    expect(makeKey('Heart rate (bpm)', new Set(), 'field')).toBe('heart_rate_bpm');
    expect(makeKey('Heart rate', new Set(['heart_rate']), 'field')).toBe('heart_rate_2');
  });

  it('should fall back to a generic key for labels without Latin letters (Korean, Bulgarian)', () => {
    expect(makeKey('체온', new Set(), 'field')).toBe('field');
    expect(makeKey('Температура', new Set(['field']), 'field')).toBe('field_2');
    expect(makeKey('2nd look', new Set(), 'field')).toBe('field_2nd_look');
  });

  it('should move a field up and down and never out of the list', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
