import { describe, expect, it } from 'vitest';
import { minorToText, parseMinor } from './money';

describe('product money input', () => {
  it('should turn typed major units into integer minor units without floating point', () => {
    expect(parseMinor('12.5')).toBe(1250);
    expect(parseMinor('12,05')).toBe(1205);
    expect(parseMinor('0.29')).toBe(29);
    expect(parseMinor('7')).toBe(700);
    expect(parseMinor('')).toBeNull();
    expect(parseMinor('1.234')).toBeNaN();
    expect(parseMinor('-1')).toBeNaN();
  });
  it('should show minor units back as major units', () => {
    expect(minorToText(1205)).toBe('12.05');
    expect(minorToText(29)).toBe('0.29');
    expect(minorToText(null)).toBe('');
  });
});
