import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it('should place the currency as the clinic wants it', () => {
    expect(formatPrice(150, { currency: 'RON', currency_first: 0 })).toBe('150.00 RON');
    expect(formatPrice(75.5, { currency: '$', currency_first: 1 })).toBe('$75.50');
  });

  it('should not show float noise', () => {
    expect(formatPrice(0.1 + 0.2, { currency: '$', currency_first: 1 })).toBe('$0.30');
  });
});
